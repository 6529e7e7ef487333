import { describe, expect, it } from 'vitest'
import { isUnexpectedAnswer, JanusError } from './janus-handle'

describe("Janus's refusal of an answer it did not ask for", () => {
  it('is told apart from every other failure, as janode words it', () => {
    expect(isUnexpectedAnswer(new Error('469 Unexpected ANSWER (did we offer?)'))).toBe(true)
    expect(isUnexpectedAnswer(new Error('458 No such session'))).toBe(false)
    expect(isUnexpectedAnswer(new Error('4690 something else'))).toBe(false)
    expect(isUnexpectedAnswer(new JanusError(426, 'No such room'))).toBe(false)
    expect(isUnexpectedAnswer('469 Unexpected ANSWER')).toBe(false)
  })
})
