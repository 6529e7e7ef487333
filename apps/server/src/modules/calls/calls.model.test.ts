import {
  AnswerStatus,
  CALL_LIMITS,
  CallExit,
  CallMedia,
  CallPermit,
  CallRole,
  ROLE_PERMITS,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import {
  admit,
  allowedMedia,
  applyChange,
  applyPermits,
  atEnd,
  callIsFull,
  callIsOver,
  decline,
  entersDirectly,
  isoDuration,
  join,
  kick,
  leave,
  nextOrganiser,
  type ParticipantState,
  permitsRefusal,
  redial,
  refusedSwitches,
  ringOut,
  roleOf,
  statusGroups,
  toLobby,
  withinPermits,
} from './calls.model'

const now = new Date('2026-01-01T10:00:00Z')
const later = new Date('2026-01-01T10:00:30Z')
const dialing: ParticipantState = {
  status: AnswerStatus.Dialing,
  exit: null,
  ringUntil: later,
  answered: false,
}
const connected: ParticipantState = {
  status: AnswerStatus.Connected,
  exit: null,
  ringUntil: null,
  answered: true,
}
const left: ParticipantState = {
  status: AnswerStatus.Left,
  exit: CallExit.Left,
  ringUntil: null,
  answered: true,
}
const lobby: ParticipantState = { status: AnswerStatus.Lobby, exit: null, ringUntil: null, answered: false }
const missed: ParticipantState = {
  status: AnswerStatus.NoAnswer,
  exit: CallExit.NoAnswer,
  ringUntil: null,
  answered: false,
}

describe('participant transitions (SPEC 4)', () => {
  it('walks dialing → connected → left', () => {
    const answered = applyChange(dialing, join(dialing))
    expect(answered).toEqual({ status: AnswerStatus.Connected, exit: null, ringUntil: null, answered: true })
    expect(applyChange(answered, leave(answered, CallExit.Left))).toMatchObject({
      status: AnswerStatus.Left,
      exit: CallExit.Left,
    })
  })

  it('declines only while ringing or waiting in the lobby', () => {
    expect(decline(dialing)).toEqual({ status: AnswerStatus.Left, exit: CallExit.Declined, ringUntil: null })
    expect(decline(lobby)).toEqual({ status: AnswerStatus.Left, exit: CallExit.Declined, ringUntil: null })
    expect(decline(connected)).toBeNull()
    expect(decline(left)).toBeNull()
  })

  it('rings out only once the ringing time passed', () => {
    expect(ringOut(dialing, now)).toBeNull()
    expect(ringOut(dialing, later)).toEqual({
      status: AnswerStatus.NoAnswer,
      exit: CallExit.NoAnswer,
      ringUntil: null,
    })
    expect(ringOut(connected, later)).toBeNull()
  })

  it('leaves only when connected, as left or lost', () => {
    expect(leave(dialing, CallExit.Left)).toBeNull()
    expect(leave(connected, CallExit.Lost)).toEqual({ status: AnswerStatus.Left, exit: CallExit.Lost })
  })

  it('removes a connected, ringing or waiting participant, nobody else', () => {
    expect(kick(connected)).toMatchObject({ status: AnswerStatus.Left, exit: CallExit.Kicked })
    expect(kick(dialing)).toMatchObject({ status: AnswerStatus.Left, exit: CallExit.Kicked })
    expect(kick(lobby)).toMatchObject({ status: AnswerStatus.Left, exit: CallExit.Kicked })
    expect(kick(left)).toBeNull()
  })

  it('redials whoever is not connected', () => {
    expect(redial(left, later)).toEqual({ status: AnswerStatus.Dialing, exit: null, ringUntil: later })
    expect(redial(dialing, later)).toMatchObject({ status: AnswerStatus.Dialing, ringUntil: later })
    expect(redial(connected, later)).toBeNull()
  })

  it('at the end: the connected and the waiting left, the ringing did not answer, the rest stay', () => {
    expect(atEnd(connected)).toEqual({ status: AnswerStatus.Left, exit: CallExit.Left })
    expect(atEnd(lobby)).toEqual({ status: AnswerStatus.Left, exit: CallExit.Left })
    expect(atEnd(dialing)).toMatchObject({ status: AnswerStatus.NoAnswer, exit: CallExit.NoAnswer })
    expect(atEnd(left)).toBeNull()
  })
})

describe('when a call is over', () => {
  const s = (...statuses: AnswerStatus[]) => statuses.map((status) => ({ status }))
  it('a personal call: as soon as either person is out', () => {
    expect(callIsOver(true, false, s(AnswerStatus.Connected, AnswerStatus.Dialing))).toBe(false)
    expect(callIsOver(true, true, s(AnswerStatus.Connected, AnswerStatus.Connected))).toBe(false)
    expect(callIsOver(true, false, s(AnswerStatus.Connected, AnswerStatus.Left))).toBe(true)
    expect(callIsOver(true, false, s(AnswerStatus.Connected, AnswerStatus.NoAnswer))).toBe(true)
  })

  it('a group call: nobody connected, or nobody answered and nobody rings', () => {
    const { Connected, Dialing, Left, NoAnswer } = AnswerStatus
    expect(callIsOver(false, true, s(Connected, Left, Connected))).toBe(false)
    expect(callIsOver(false, true, s(Left, Left, NoAnswer))).toBe(true)
    expect(callIsOver(false, false, s(Connected, Dialing, NoAnswer))).toBe(false)
    expect(callIsOver(false, false, s(Connected, Left, NoAnswer))).toBe(true)
    expect(callIsOver(false, true, s(Connected, NoAnswer, NoAnswer))).toBe(false)
  })
})

describe('helpers', () => {
  it("tells a call full at the mesh's or the media server's limit of connected others", () => {
    expect(callIsFull(CallMedia.Mesh, CALL_LIMITS.meshMax - 1)).toBe(false)
    expect(callIsFull(CallMedia.Mesh, CALL_LIMITS.meshMax)).toBe(true)
    expect(callIsFull(CallMedia.Sfu, CALL_LIMITS.meshMax)).toBe(false)
    expect(callIsFull(CallMedia.Sfu, CALL_LIMITS.sfuMax)).toBe(true)
  })

  it('groups new statuses for callStatus (2008)', () => {
    const changes = new Map([
      [1, AnswerStatus.Connected],
      [2, AnswerStatus.Lobby],
      [3, AnswerStatus.Connected],
    ] as const)
    expect(statusGroups(changes)).toEqual([
      { status: AnswerStatus.Connected, users: [1, 3] },
      { status: AnswerStatus.Lobby, users: [2] },
    ])
  })

  it('writes ISO 8601 durations', () => {
    expect(isoDuration(0)).toBe('PT0S')
    expect(isoDuration(65)).toBe('PT1M5S')
    expect(isoDuration(3600)).toBe('PT1H')
    expect(isoDuration(3725)).toBe('PT1H2M5S')
  })

  it('makes the caller organiser, group admins and both people of a personal call admins', () => {
    expect(roleOf(true, true, false)).toBe(CallRole.Organiser)
    expect(roleOf(false, true, true)).toBe(CallRole.Organiser)
    expect(roleOf(true, false, false)).toBe(CallRole.Admin)
    expect(roleOf(false, false, true)).toBe(CallRole.Admin)
    expect(roleOf(false, false, false)).toBe(CallRole.User)
  })
})

describe('the lobby', () => {
  const started = new Date('2026-01-01T09:59:00Z')
  const group = { personal: false, now, startedAt: started, ringSeconds: 30 }
  const user = CallRole.User

  it('lets in at once within the ringing time of the start, in a personal call, and admins', () => {
    expect(entersDirectly({ role: user }, { ...group, startedAt: new Date(now.getTime() - 29_000) })).toBe(
      true,
    )
    expect(entersDirectly({ role: user }, { ...group, personal: true })).toBe(true)
    expect(entersDirectly({ role: CallRole.Admin }, group)).toBe(true)
    expect(entersDirectly({ ...missed, role: CallRole.Organiser }, group)).toBe(true)
  })

  it('keeps one removed waiting even early in the call, unless rung again', () => {
    const kicked = { ...left, exit: CallExit.Kicked, role: user }
    expect(entersDirectly(kicked, { ...group, startedAt: now })).toBe(false)
    expect(entersDirectly({ ...kicked, ...dialing }, group)).toBe(true)
  })

  it('lets in whom it rings and who was in before, unless removed', () => {
    expect(entersDirectly({ ...dialing, role: user }, group)).toBe(true)
    expect(entersDirectly({ ...dialing, ringUntil: now, role: user }, group)).toBe(false)
    expect(entersDirectly({ ...left, role: user }, group)).toBe(true)
    expect(entersDirectly({ ...connected, role: user }, group)).toBe(true)
    expect(entersDirectly({ ...left, exit: CallExit.Kicked, role: user }, group)).toBe(false)
  })

  it('keeps waiting a late newcomer, one who missed it and one who declined', () => {
    expect(entersDirectly({ role: user }, group)).toBe(false)
    expect(entersDirectly({ ...missed, role: user }, group)).toBe(false)
    expect(entersDirectly({ ...left, exit: CallExit.Declined, answered: false, role: user }, group)).toBe(
      false,
    )
  })

  it('waits, then is let in by being rung; only from the lobby', () => {
    expect(toLobby(missed)).toEqual({ status: AnswerStatus.Lobby, exit: null, ringUntil: null })
    expect(toLobby(connected)).toBeNull()
    expect(toLobby(lobby)).toBeNull()
    expect(admit(lobby, later)).toEqual({ status: AnswerStatus.Dialing, exit: null, ringUntil: later })
    expect(admit(missed, later)).toBeNull()
    expect(admit(connected, later)).toBeNull()
  })
})

describe('roles and permits', () => {
  const P = CallPermit
  const organiser = [...ROLE_PERMITS[CallRole.Organiser]]
  const admin = [...ROLE_PERMITS[CallRole.Admin]]
  const chatUser = { role: CallRole.User, permits: [...ROLE_PERMITS[CallRole.User]] }

  it('switches on only what the permits allow; media needs taking part too', () => {
    const noCamera = chatUser.permits.filter((p) => p !== P.Camera)
    expect(refusedSwitches(noCamera, { camOn: true, micOn: true })).toEqual(['camOn'])
    expect(refusedSwitches(noCamera, { camOn: false })).toEqual([])
    const watcher = chatUser.permits.filter((p) => p !== P.TakePart)
    expect(refusedSwitches(watcher, { micOn: true, camOn: true, sharingScreen: true, handUp: true })).toEqual(
      ['micOn', 'camOn', 'sharingScreen'],
    )
    expect(withinPermits(watcher, { micOn: true, camOn: true, handUp: true, sharingScreen: false })).toEqual({
      micOn: false,
      camOn: false,
      handUp: true,
      sharingScreen: false,
    })
    expect(allowedMedia(noCamera)).toEqual({ audio: true, video: false, screen: true })
  })

  it('a role needs 82:610, single permits 82:611; the organiser is fixed', () => {
    expect(permitsRefusal(organiser, chatUser, { role: CallRole.Admin })).toBeNull()
    expect(permitsRefusal(admin, chatUser, { role: CallRole.Admin })).toBe('calls.noPermit')
    expect(permitsRefusal(admin, chatUser, { delPermits: [P.Camera] })).toBeNull()
    expect(permitsRefusal(chatUser.permits, chatUser, { delPermits: [P.Camera] })).toBe('calls.noPermit')
    expect(
      permitsRefusal(organiser, { role: CallRole.Organiser, permits: organiser }, { delPermits: [P.Camera] }),
    ).toBe('calls.organiserFixed')
    expect(permitsRefusal(organiser, chatUser, { role: CallRole.Organiser })).toBe('calls.organiserFixed')
    expect(permitsRefusal(organiser, chatUser, { addPermits: [P.Organiser] })).toBe('calls.organiserFixed')
  })

  it('gives only permits the giver holds', () => {
    expect(permitsRefusal(admin, chatUser, { addPermits: [P.AppointAdmins] })).toBe('calls.noPermit')
    expect(permitsRefusal(organiser, chatUser, { addPermits: [P.AppointAdmins] })).toBeNull()
  })

  it('a role sets its permits first, then single ones are added and taken away', () => {
    expect(applyPermits(chatUser, { role: CallRole.Admin, delPermits: [P.Record] })).toEqual({
      role: CallRole.Admin,
      permits: admin.filter((p) => p !== P.Record).sort(),
    })
    expect(applyPermits(chatUser, { addPermits: [P.End], delPermits: [P.Camera] }).permits).toEqual(
      [...chatUser.permits.filter((p) => p !== P.Camera), P.End].sort(),
    )
  })

  it("passes the organiser's part to the first connected admin", () => {
    const people = [
      { id: 1, status: AnswerStatus.Left, role: CallRole.Organiser },
      { id: 2, status: AnswerStatus.Connected, role: CallRole.User },
      { id: 3, status: AnswerStatus.Left, role: CallRole.Admin },
      { id: 4, status: AnswerStatus.Connected, role: CallRole.Admin },
      { id: 5, status: AnswerStatus.Connected, role: CallRole.Admin },
    ]
    expect(nextOrganiser(people)?.id).toBe(4)
    expect(nextOrganiser(people.slice(0, 3))).toBeNull()
  })
})
