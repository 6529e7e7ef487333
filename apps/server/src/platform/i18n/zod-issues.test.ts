import { PasswordMessage, VALIDATION_TEXTS } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { translate } from './messages'
import { validationIssues } from './zod-issues'

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value)
  if (parsed.success) throw new Error('expected a refusal')
  return parsed.error.issues
}

describe('validationIssues', () => {
  it('words a contract key as the contracts do, in the asked language', () => {
    const schema = z.object({ password: z.string().min(8, { message: PasswordMessage.minLength }) })
    expect(validationIssues('en', issuesOf(schema, { password: 'short' }), 'body')).toEqual([
      { field: 'password', message: VALIDATION_TEXTS.en[PasswordMessage.minLength] },
    ])
  })

  it('tells a missing value from one of the wrong type', () => {
    const schema = z.object({ a: z.string(), b: z.string() })
    expect(validationIssues('ru', issuesOf(schema, { b: 5 }), 'body')).toEqual([
      { field: 'a', message: translate('ru', 'validation.required') },
      { field: 'b', message: translate('ru', 'validation.invalidType', { expected: 'string' }) },
    ])
  })

  it('names sizes of numbers and of lengths apart, with their bounds', () => {
    const schema = z.object({ n: z.number().max(3), list: z.array(z.number()).min(2) })
    expect(validationIssues('en', issuesOf(schema, { n: 4, list: [] }), 'body')).toEqual([
      { field: 'n', message: translate('en', 'validation.tooBig', { maximum: 3 }) },
      { field: 'list', message: translate('en', 'validation.tooShort', { minimum: 2 }) },
    ])
  })

  it("never passes zod's English prose through: a rule without a key is an invalid value", () => {
    const schema = z.object({ x: z.number() }).refine(() => false, { message: 'x must be odd' })
    expect(validationIssues('ru', issuesOf(schema, { x: 1 }), 'body')).toEqual([
      { field: 'body', message: translate('ru', 'validation.invalidValue') },
    ])
  })

  it('names nested fields by their dotted path and unknown keys by name', () => {
    const schema = z.strictObject({ files: z.array(z.guid()) })
    expect(validationIssues('en', issuesOf(schema, { files: ['x'], extra: 1 }), 'body')).toEqual([
      { field: 'files.0', message: translate('en', 'validation.invalidFormat') },
      { field: 'body', message: translate('en', 'validation.unknownKeys', { keys: 'extra' }) },
    ])
  })
})
