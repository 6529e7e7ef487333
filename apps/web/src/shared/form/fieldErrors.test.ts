import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/ApiError'
import { fieldErrors, filledFieldErrors, serverFieldErrors } from './fieldErrors'

describe('form messages', () => {
  it('keeps the first message of each field, by its path', () => {
    expect(
      fieldErrors([
        { path: ['year'], message: 'a' },
        { path: ['year'], message: 'b' },
        { path: ['birth', 'cCity'], message: 'c' },
        { path: [], message: 'd' },
      ]),
    ).toEqual({ year: 'a', 'birth.cCity': 'c', _: 'd' })
  })

  it('reads the server’s messages by field from a refusal, and none from any other failure', () => {
    const refusal = new ApiError({
      kind: 'http',
      status: 400,
      message: 'Bad Request',
      validationErrors: [
        { field: 'title', message: 'validation.required.post.title' },
        { field: 'files.0', message: 'x' },
      ],
    })
    expect(serverFieldErrors(refusal)).toEqual({ title: 'validation.required.post.title', 'files.0': 'x' })
    expect(serverFieldErrors(new Error('offline'))).toEqual({})
  })

  it('leaves out the messages of blank fields (SPEC 5: their emptiness alone disables the button)', () => {
    const errors = { username: 'e-mail', password: 'rules', confirmation: 'mismatch' }
    expect(filledFieldErrors(errors, { username: '  ', password: 'abc', confirmation: '' })).toEqual({
      password: 'rules',
    })
  })
})
