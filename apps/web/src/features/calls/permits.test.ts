import { AnswerStatus, CallPermit, CallRole, CallType, ROLE_PERMITS } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { actionsOn, devicesFor, mayTurnOn, mergePermits } from './permits'
import { callInfo, participant, session, sessionId } from './test-data'

const organiser = [...ROLE_PERMITS[CallRole.Organiser]]
const admin = [...ROLE_PERMITS[CallRole.Admin]]
const user = [...ROLE_PERMITS[CallRole.User]]
const without = (list: CallPermit[], ...gone: CallPermit[]) => list.filter((p) => !gone.includes(p))

const connected = (id: number, role: CallRole = CallRole.User) =>
  participant(id, {
    status: AnswerStatus.Connected,
    roles: [role],
    admin: role !== CallRole.User,
    permits: [...ROLE_PERMITS[role]],
    states: [session(sessionId(id))],
  })

describe('own controls and permits (issue 17)', () => {
  it('allows each media only with its permit, and none without taking part', () => {
    expect(mayTurnOn(user, 'micOn')).toBe(true)
    expect(mayTurnOn(without(user, CallPermit.Microphone), 'micOn')).toBe(false)
    expect(mayTurnOn(without(user, CallPermit.Camera), 'camOn')).toBe(false)
    expect(mayTurnOn(without(user, CallPermit.ScreenShare), 'sharingScreen')).toBe(false)
    expect(mayTurnOn(without(user, CallPermit.RaiseHand), 'handUp')).toBe(false)
    const watcher = without(user, CallPermit.TakePart)
    expect(['micOn', 'camOn', 'sharingScreen'].map((k) => mayTurnOn(watcher, k as 'micOn'))).toEqual([
      false,
      false,
      false,
    ])
  })

  it('does not hold a control back while the permits are unknown', () => {
    expect(mayTurnOn(null, 'camOn')).toBe(true)
  })
})

describe('the devices a new session asks for (issue 17)', () => {
  it('asks the camera only in a video call and with its permit', () => {
    expect(devicesFor(CallType.Video, user)).toEqual({ audio: true, video: true })
    expect(devicesFor(CallType.Audio, user)).toEqual({ audio: true, video: false })
    expect(devicesFor(CallType.Video, without(user, CallPermit.Camera))).toEqual({
      audio: true,
      video: false,
    })
  })

  it('asks the microphone only with its permit, and nothing without taking part', () => {
    expect(devicesFor(CallType.Video, without(user, CallPermit.Microphone))).toEqual({
      audio: false,
      video: true,
    })
    expect(devicesFor(CallType.Video, without(user, CallPermit.TakePart))).toEqual({
      audio: false,
      video: false,
    })
  })
})

describe('known permits', () => {
  it('keeps what a presentation shows and ignores the hidden (null) lists of the broadcast', () => {
    const shown = callInfo({ participants: [connected(1), connected(2)] })
    const known = mergePermits({}, shown.participants)
    expect(Object.keys(known)).toEqual(['1', '2'])
    const broadcast = callInfo({ participants: [{ ...connected(1), permits: null }] })
    expect(mergePermits(known, broadcast.participants)).toBe(known)
  })
})

describe('what a viewer may do to a participant (issue 17)', () => {
  const me = connected(1, CallRole.Organiser)
  const other = connected(2)
  const size = 3

  it('offers the organiser everything on a chat user', () => {
    expect(actionsOn({ me: 1, permits: organiser, target: other, size })).toEqual({
      admit: false,
      mute: true,
      makeAdmin: true,
      removeAdmin: false,
      remove: true,
      permits: true,
    })
  })

  it('offers an admin without 82:610 no role changes', () => {
    const a = actionsOn({ me: 3, permits: admin, target: other, size })
    expect([a.makeAdmin, a.removeAdmin, a.mute, a.remove]).toEqual([false, false, true, true])
  })

  it('offers removing the admin role to whom may appoint admins', () => {
    const a = actionsOn({ me: 1, permits: organiser, target: connected(2, CallRole.Admin), size })
    expect([a.makeAdmin, a.removeAdmin]).toEqual([false, true])
  })

  it('offers a chat user nothing', () => {
    const a = actionsOn({ me: 2, permits: user, target: connected(3), size })
    expect(Object.values(a).every((x) => !x)).toBe(true)
  })

  it('never acts on oneself nor on the organiser', () => {
    expect(Object.values(actionsOn({ me: 1, permits: organiser, target: me, size })).some(Boolean)).toBe(
      false,
    )
    const onOrganiser = actionsOn({ me: 3, permits: admin, target: me, size })
    expect([onOrganiser.remove, onOrganiser.permits, onOrganiser.makeAdmin]).toEqual([false, false, false])
  })

  it('admits from the lobby, mutes only a live microphone, removes from three people on', () => {
    const waiting = participant(4, { status: AnswerStatus.Lobby })
    const lobbyActions = actionsOn({ me: 1, permits: organiser, target: waiting, size })
    expect([lobbyActions.admit, lobbyActions.mute]).toEqual([true, false])
    const muted = { ...other, states: [session(sessionId(2), { micOn: false })] }
    expect(actionsOn({ me: 1, permits: organiser, target: muted, size }).mute).toBe(false)
    expect(actionsOn({ me: 1, permits: organiser, target: other, size: 2 }).remove).toBe(false)
  })

  it('offers permit switches only when the target’s permits are known', () => {
    const hidden = { ...other, permits: null }
    expect(actionsOn({ me: 1, permits: organiser, target: hidden, size }).permits).toBe(false)
  })
})
