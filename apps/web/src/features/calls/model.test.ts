import { AnswerStatus, CallPhase, CallStatus, CallType, MessageType } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import {
  activeSpeaker,
  type CallView,
  callStatusOnMessage,
  canRedial,
  idleCall,
  nextCallView,
  nextParticipants,
  remoteSessions,
  ringsFor,
  shownParticipants,
  withActiveCall,
} from './model'
import { callInfo, participant, session, sessionId } from './test-data'

const ringing = callInfo()
const caller = participant(1, {
  status: AnswerStatus.Connected,
  admin: true,
  states: [session(sessionId(1))],
})
const answered = callInfo({
  status: CallPhase.Active,
  participants: [caller, participant(2, { status: AnswerStatus.Connected, states: [session(sessionId(2))] })],
})
const inCall: CallView = { status: CallStatus.Received, dialogId: 5, call: answered, type: CallType.Video }
const ended = callInfo({ status: CallPhase.Finished })

describe('call status (SPEC 4)', () => {
  it('goes from finish to calling when the user starts a call', () => {
    const view = nextCallView(idleCall, { kind: 'start', dialogId: 5, type: CallType.Audio })
    expect(view).toEqual({ status: CallStatus.Calling, dialogId: 5, call: null, type: CallType.Audio })
  })

  it('ignores a second start while a call goes on', () => {
    const calling = nextCallView(idleCall, { kind: 'start', dialogId: 5, type: CallType.Audio })
    expect(nextCallView(calling, { kind: 'start', dialogId: 6, type: CallType.Video })).toBe(calling)
  })

  it('rings on an incoming call while idle', () => {
    const view = nextCallView(idleCall, { kind: 'server', call: ringing, me: 2, mySessionId: null })
    expect(view.status).toBe(CallStatus.Ring)
    expect(view.dialogId).toBe(5)
    expect(view.type).toBe(CallType.Video)
  })

  it('does not ring for the caller, nor once the ringing ran out', () => {
    expect(nextCallView(idleCall, { kind: 'server', call: ringing, me: 1, mySessionId: null })).toBe(idleCall)
    const late = callInfo({
      participants: [participant(2, { ringUntil: new Date(Date.now() - 1000).toISOString() })],
    })
    expect(ringsFor(late, 2)).toBe(false)
  })

  it('becomes received when the user answers the ringing call', () => {
    const ring = nextCallView(idleCall, { kind: 'server', call: ringing, me: 2, mySessionId: null })
    const view = nextCallView(ring, { kind: 'join', dialogId: 5, type: CallType.Video })
    expect(view.status).toBe(CallStatus.Received)
    expect(view.call).toBe(ringing)
  })

  it('becomes received when the other side joins the call the user started', () => {
    let view = nextCallView(idleCall, { kind: 'start', dialogId: 5, type: CallType.Video })
    view = nextCallView(view, { kind: 'joined', call: ringing })
    expect(view.status).toBe(CallStatus.Calling)
    view = nextCallView(view, { kind: 'server', call: answered, me: 1, mySessionId: sessionId(1) })
    expect(view.status).toBe(CallStatus.Received)
  })

  it('is received at once when a start joined a group call already going on', () => {
    const view = nextCallView(nextCallView(idleCall, { kind: 'start', dialogId: 5, type: CallType.Video }), {
      kind: 'joined',
      call: answered,
    })
    expect(view.status).toBe(CallStatus.Received)
  })

  it('stops ringing when the user answered on another tab or declined', () => {
    const ring = nextCallView(idleCall, { kind: 'server', call: ringing, me: 2, mySessionId: null })
    expect(nextCallView(ring, { kind: 'server', call: answered, me: 2, mySessionId: null })).toEqual(idleCall)
    const declined = callInfo({
      participants: [participant(1), participant(2, { status: AnswerStatus.Left })],
    })
    expect(nextCallView(ring, { kind: 'server', call: declined, me: 2, mySessionId: null })).toEqual(idleCall)
  })

  it('resets to finish when the call ends, and on the user hanging up', () => {
    expect(nextCallView(inCall, { kind: 'server', call: ended, me: 2, mySessionId: sessionId(2) })).toEqual(
      idleCall,
    )
    expect(nextCallView(inCall, { kind: 'end' })).toEqual(idleCall)
  })

  it('resets when the server no longer holds this tab session (removed, lost)', () => {
    const kicked = callInfo({
      status: CallPhase.Active,
      participants: [caller, participant(2, { status: AnswerStatus.Left })],
    })
    expect(nextCallView(inCall, { kind: 'server', call: kicked, me: 2, mySessionId: sessionId(2) })).toEqual(
      idleCall,
    )
  })

  it('leaves the current call alone when another dialog changes', () => {
    const other = callInfo({ dialogId: 9, status: CallPhase.Finished })
    expect(nextCallView(inCall, { kind: 'server', call: other, me: 2, mySessionId: sessionId(2) })).toBe(
      inCall,
    )
  })

  it('takes the answer of a start or join only for its own dialog', () => {
    const calling = nextCallView(idleCall, { kind: 'start', dialogId: 7, type: CallType.Audio })
    expect(nextCallView(calling, { kind: 'joined', call: ringing })).toBe(calling)
  })
})

describe('call participants (SPEC 4)', () => {
  const list = [participant(1, { status: AnswerStatus.Connected, states: [session(sessionId(1))] })]

  it('adds a person as dialing', () => {
    const next = nextParticipants(list, { kind: 'add', user: 3 })
    expect(next.map((p) => [p.user, p.status])).toEqual([
      [1, AnswerStatus.Connected],
      [3, AnswerStatus.Dialing],
    ])
  })

  it('sets connected on join, left on leave and on decline, dialing on a redial', () => {
    const added = nextParticipants(list, { kind: 'add', user: 3 })
    expect(nextParticipants(added, { kind: 'join', user: 3 })[1]?.status).toBe(AnswerStatus.Connected)
    expect(nextParticipants(added, { kind: 'decline', user: 3 })[1]?.status).toBe(AnswerStatus.Left)
    const left = nextParticipants(list, { kind: 'leave', user: 1 })
    expect(left[0]).toMatchObject({ status: AnswerStatus.Left, states: [] })
    expect(nextParticipants(left, { kind: 'redial', user: 1 })[0]?.status).toBe(AnswerStatus.Dialing)
  })

  it('removes a person', () => {
    expect(nextParticipants(list, { kind: 'remove', user: 1 })).toEqual([])
  })

  it('offers a redial for a dialing or unanswered person only', () => {
    expect(canRedial(participant(2))).toBe(true)
    expect(canRedial(participant(2, { status: AnswerStatus.NoAnswer }))).toBe(true)
    expect(canRedial(participant(2, { status: AnswerStatus.Connected }))).toBe(false)
  })

  it('shows the user first and hides those who left', () => {
    const call = callInfo({
      participants: [
        participant(1, { status: AnswerStatus.Connected }),
        participant(3, { status: AnswerStatus.Left }),
        participant(2),
      ],
    })
    expect(shownParticipants(call, 2).map((p) => p.user)).toEqual([2, 1])
  })

  it('shows no tile for those waiting in the lobby (the participants panel lists them)', () => {
    const call = callInfo({
      participants: [
        participant(1, { status: AnswerStatus.Connected }),
        participant(3, { status: AnswerStatus.Lobby }),
      ],
    })
    expect(shownParticipants(call, 1).map((p) => p.user)).toEqual([1])
  })

  it('keeps a connection with every other live session', () => {
    expect(remoteSessions(answered, sessionId(2))).toEqual([sessionId(1)])
  })
})

describe('incoming call message types (SPEC 4)', () => {
  const from = (cType: number, ownerId = 1, dialog = 5) => ({ cType, ownerId, dialog })

  it('rings on a start or a ring again from someone else while idle', () => {
    for (const type of [MessageType.AudioCallStarted, MessageType.VideoCallStarted, MessageType.CallUsers])
      expect(callStatusOnMessage(CallStatus.Finish, from(type), 2, null, true)).toBe(CallStatus.Ring)
    expect(callStatusOnMessage(CallStatus.Finish, from(MessageType.AudioCallStarted, 2), 2, null, true)).toBe(
      CallStatus.Finish,
    )
    expect(callStatusOnMessage(CallStatus.Received, from(MessageType.AudioCallStarted), 2, 5, true)).toBe(
      CallStatus.Received,
    )
  })

  it('ends the call of its dialog on an end or a "not answered"', () => {
    expect(callStatusOnMessage(CallStatus.Received, from(MessageType.CallEnded), 2, 5, false)).toBe(
      CallStatus.Finish,
    )
    expect(callStatusOnMessage(CallStatus.Calling, from(MessageType.NotAnswer), 1, 5, false)).toBe(
      CallStatus.Finish,
    )
    expect(callStatusOnMessage(CallStatus.Received, from(MessageType.CallEnded, 1, 9), 2, 5, false)).toBe(
      CallStatus.Received,
    )
  })

  it('ends a personal call the other person declined, but not a group call', () => {
    expect(callStatusOnMessage(CallStatus.Calling, from(MessageType.CallDeclined, 2), 1, 5, true)).toBe(
      CallStatus.Finish,
    )
    expect(callStatusOnMessage(CallStatus.Calling, from(MessageType.CallDeclined, 2), 1, 5, false)).toBe(
      CallStatus.Calling,
    )
  })

  it('becomes received when the call is activated while calling', () => {
    expect(callStatusOnMessage(CallStatus.Calling, from(MessageType.CallActivated, 2), 1, 5, true)).toBe(
      CallStatus.Received,
    )
  })
})

describe('active speaker', () => {
  it('is the loudest session above a whisper, none in silence', () => {
    expect(
      activeSpeaker(
        new Map([
          ['a', 0.1],
          ['b', 0.4],
        ]),
      ),
    ).toBe('b')
    expect(activeSpeaker(new Map([['a', 0.001]]))).toBeNull()
  })
})

describe('withActiveCall', () => {
  const dialogs = [
    { dialogId: 5, activeCall: null },
    { dialogId: 6, activeCall: null },
  ]

  it('marks the dialog of a ringing or active call with its id and type, and no other', () => {
    for (const status of [CallPhase.Init, CallPhase.Active]) {
      const [five, six] = withActiveCall(dialogs, callInfo({ status, id: 41, type: CallType.Audio }))
      expect(five?.activeCall).toEqual({ id: 41, type: CallType.Audio })
      expect(six).toBe(dialogs[1])
    }
  })

  it('clears it when the call is over', () => {
    const calling = withActiveCall(dialogs, callInfo({ status: CallPhase.Active }))
    for (const status of [CallPhase.Finished, CallPhase.Error])
      expect(withActiveCall(calling, callInfo({ status }))[0]?.activeCall).toBeNull()
  })

  it('keeps a dialog that already shows that call as it is (nothing to render again)', () => {
    const calling = withActiveCall(dialogs, callInfo({ status: CallPhase.Active }))
    expect(withActiveCall(calling, callInfo({ status: CallPhase.Active }))[0]).toBe(calling[0])
  })
})
