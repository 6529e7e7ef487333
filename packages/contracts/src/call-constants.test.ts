import { describe, expect, it } from 'vitest'
import { AnswerStatus, CallStatus, MediaKind } from './call-constants'

describe('call constants', () => {
  it('names the four call states', () => {
    expect(Object.values(CallStatus).sort()).toEqual(['calling', 'finish', 'received', 'ring'])
  })

  it('codes answer statuses 0, 1, 3, 4 and 9 as SPEC 9 lists them', () => {
    expect(AnswerStatus).toEqual({ Dialing: 0, Connected: 1, Left: 3, NoAnswer: 4, Admin: 9 })
  })

  it('has audio and video media', () => {
    expect(Object.values(MediaKind)).toEqual(['audio', 'video'])
  })
})
