import { act, renderHook } from '@testing-library/react'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../../api/ApiError'
import { initI18n } from '../../app/i18n'
import type { SafeParser } from './fieldErrors'
import { useSchemaForm } from './useSchemaForm'

type Draft = { name: string; year: string }
type Parsed = { name: string; year: number }

/** A schema shaped as the contracts' are: a name is required, a year is four digits. */
const schema: SafeParser<Parsed> = {
  safeParse: (data) => {
    const { name, year } = data as Draft
    const issues = [
      ...(name.trim() === '' ? [{ path: ['name'], message: 'validation.required.post.title' }] : []),
      ...(/^\d{4}$/.test(year) ? [] : [{ path: ['year'], message: 'no.such.key' }]),
    ]
    return issues.length === 0
      ? { success: true, data: { name: name.trim(), year: Number(year) } }
      : { success: false, error: { issues } }
  },
}

beforeAll(async () => {
  initI18n()
  await i18next.changeLanguage('en')
})

describe('the form hook', () => {
  it('shows no message until the person tries to send, then follows the typing', async () => {
    const { result } = renderHook(() => useSchemaForm({ schema, initial: { name: '', year: '' } }))
    expect(result.current.errors).toEqual({})
    expect(result.current.valid).toBe(false)
    let sent = true
    await act(async () => {
      sent = await result.current.submit(async () => {
        throw new Error('not sent')
      })
    })
    expect(sent).toBe(false)
    expect(result.current.errors).toEqual({ name: 'validation.required.post.title', year: 'no.such.key' })
    expect(result.current.errorText('name')).toBe(i18next.t('validation.required.post.title'))
    // A rule without its own text reads as the generic one.
    expect(result.current.errorText('year')).toBe(i18next.t('validation.invalid'))
    act(() => result.current.set('name', 'Curie'))
    expect(result.current.errors).toEqual({ year: 'no.such.key' })
  })

  it('shows a filled field’s message at once in the sign-in mode, a blank one’s never', () => {
    const { result } = renderHook(() =>
      useSchemaForm({ schema, initial: { name: '', year: '19' }, show: 'typing' }),
    )
    expect(result.current.errors).toEqual({ year: 'no.such.key' })
  })

  it('sends the parsed value, busy meanwhile, and answers that it went through', async () => {
    const { result } = renderHook(() => useSchemaForm({ schema, initial: { name: ' Curie ', year: '1903' } }))
    const got: Parsed[] = []
    let sent = false
    await act(async () => {
      sent = await result.current.submit(async (parsed) => {
        got.push(parsed)
      })
    })
    expect(sent).toBe(true)
    expect(got).toEqual([{ name: 'Curie', year: 1903 }])
    expect(result.current.saving).toBe(false)
    expect(result.current.failure).toBeNull()
  })

  it('turns a refusal into the server’s field messages and the failure’s text, until the next send', async () => {
    const refusal = new ApiError({
      kind: 'http',
      status: 400,
      message: 'Bad Request',
      code: 1301,
      validationErrors: [{ field: 'name', message: 'validation.required.post.title' }],
    })
    const { result } = renderHook(() => useSchemaForm({ schema, initial: { name: 'Curie', year: '1903' } }))
    await act(async () => {
      await result.current.submit(() => Promise.reject(refusal))
    })
    expect(result.current.errors).toEqual({ name: 'validation.required.post.title' })
    expect(result.current.failure).toBe(i18next.t('errors.1301'))
    expect(result.current.failureCause).toBe(refusal)
    await act(async () => {
      await result.current.submit(async () => {})
    })
    expect(result.current.errors).toEqual({})
    expect(result.current.failure).toBeNull()
    expect(result.current.failureCause).toBeNull()
  })

  it('starts over from a new draft on reset', async () => {
    const { result } = renderHook(() => useSchemaForm({ schema, initial: { name: '', year: '' } }))
    await act(async () => {
      await result.current.submit(async () => {})
    })
    expect(result.current.errors).not.toEqual({})
    act(() => result.current.reset({ name: '', year: '' }))
    expect(result.current.errors).toEqual({})
    expect(result.current.draft).toEqual({ name: '', year: '' })
  })
})
