import { AnswerStatus, CALL_LIMITS, CallExit } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import {
  applyChange,
  atEnd,
  callIsOver,
  decline,
  isCallAdmin,
  isoDuration,
  join,
  kick,
  leave,
  meshIsFull,
  type ParticipantState,
  redial,
  ringOut,
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

describe('participant transitions (SPEC 4)', () => {
  it('walks dialing → connected → left', () => {
    const answered = applyChange(dialing, join(dialing))
    expect(answered).toEqual({ status: AnswerStatus.Connected, exit: null, ringUntil: null, answered: true })
    expect(applyChange(answered, leave(answered, CallExit.Left))).toMatchObject({
      status: AnswerStatus.Left,
      exit: CallExit.Left,
    })
  })

  it('declines only while ringing', () => {
    expect(decline(dialing)).toEqual({ status: AnswerStatus.Left, exit: CallExit.Declined, ringUntil: null })
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

  it('removes a connected or ringing participant, nobody else', () => {
    expect(kick(connected)).toMatchObject({ status: AnswerStatus.Left, exit: CallExit.Kicked })
    expect(kick(dialing)).toMatchObject({ status: AnswerStatus.Left, exit: CallExit.Kicked })
    expect(kick(left)).toBeNull()
  })

  it('redials whoever is not connected', () => {
    expect(redial(left, later)).toEqual({ status: AnswerStatus.Dialing, exit: null, ringUntil: later })
    expect(redial(dialing, later)).toMatchObject({ status: AnswerStatus.Dialing, ringUntil: later })
    expect(redial(connected, later)).toBeNull()
  })

  it('at the end: the connected left, the ringing did not answer, the rest stay', () => {
    expect(atEnd(connected)).toEqual({ status: AnswerStatus.Left, exit: CallExit.Left })
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
  it('tells the mesh full at meshMax connected others', () => {
    expect(meshIsFull(CALL_LIMITS.meshMax - 1)).toBe(false)
    expect(meshIsFull(CALL_LIMITS.meshMax)).toBe(true)
  })

  it('writes ISO 8601 durations', () => {
    expect(isoDuration(0)).toBe('PT0S')
    expect(isoDuration(65)).toBe('PT1M5S')
    expect(isoDuration(3600)).toBe('PT1H')
    expect(isoDuration(3725)).toBe('PT1H2M5S')
  })

  it('makes admins of the caller, group admins and both people of a personal call', () => {
    expect(isCallAdmin(true, false, false)).toBe(true)
    expect(isCallAdmin(false, true, false)).toBe(true)
    expect(isCallAdmin(false, false, true)).toBe(true)
    expect(isCallAdmin(false, false, false)).toBe(false)
  })
})
