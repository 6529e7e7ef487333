import { AnswerStatus, CallPhase, CallStatus, CallType } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { type CallView, idleCall, inLobby, nextCallView } from './model'
import { callInfo, participant, session, sessionId } from './test-data'

const organiser = participant(1, {
  status: AnswerStatus.Connected,
  admin: true,
  states: [session(sessionId(1))],
  ringUntil: null,
})
const withMe = (change: Parameters<typeof participant>[1]) =>
  callInfo({ status: CallPhase.Active, participants: [organiser, participant(2, change)] })
const waiting = withMe({ status: AnswerStatus.Lobby, ringUntil: null })
const joining: CallView = { status: CallStatus.Received, dialogId: 5, call: null, type: CallType.Audio }
const lobby = nextCallView(joining, { kind: 'joined', call: waiting })

describe('the lobby (issue 17)', () => {
  it('is where a join answered without a session leaves the user', () => {
    expect(lobby.status).toBe(CallStatus.Received)
    expect(inLobby(lobby, 2)).toBe(true)
    expect(inLobby(lobby, 1)).toBe(false)
  })

  it('is not a call the user is in, nor a ringing one', () => {
    const connected = withMe({ status: AnswerStatus.Connected, states: [session(sessionId(2))] })
    expect(inLobby({ ...lobby, call: connected }, 2)).toBe(false)
    expect(inLobby({ ...lobby, status: CallStatus.Ring }, 2)).toBe(false)
    expect(inLobby(idleCall, 2)).toBe(false)
  })

  it('keeps waiting while the server still has the user in the lobby', () => {
    const more = callInfo({ ...waiting, participants: [...waiting.participants, participant(3)] })
    const view = nextCallView(lobby, { kind: 'server', call: more, me: 2, mySessionId: null })
    expect(inLobby(view, 2)).toBe(true)
    expect(view.call).toBe(more)
  })

  it('rings once an admin lets the user in, so that accepting joins', () => {
    const admitted = withMe({ status: AnswerStatus.Dialing })
    const view = nextCallView(lobby, { kind: 'server', call: admitted, me: 2, mySessionId: null })
    expect(view).toEqual({ status: CallStatus.Ring, dialogId: 5, call: admitted, type: admitted.type })
    expect(nextCallView(view, { kind: 'join', dialogId: 5, type: admitted.type }).status).toBe(
      CallStatus.Received,
    )
  })

  it('ends when the user withdrew on another tab or joined there, and when the call ends', () => {
    const withdrew = withMe({ status: AnswerStatus.Left, exit: 'declined' })
    expect(nextCallView(lobby, { kind: 'server', call: withdrew, me: 2, mySessionId: null })).toEqual(
      idleCall,
    )
    const elsewhere = withMe({ status: AnswerStatus.Connected, states: [session(sessionId(7))] })
    expect(nextCallView(lobby, { kind: 'server', call: elsewhere, me: 2, mySessionId: null })).toEqual(
      idleCall,
    )
    const over = callInfo({ ...waiting, status: CallPhase.Finished })
    expect(nextCallView(lobby, { kind: 'server', call: over, me: 2, mySessionId: null })).toEqual(idleCall)
  })

  it('lets a join still waiting for its answer take the call event that puts the user in the lobby', () => {
    const view = nextCallView(joining, { kind: 'server', call: waiting, me: 2, mySessionId: null })
    expect(inLobby(view, 2)).toBe(true)
  })
})
