import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/ApiError'
import { toApiError } from '../../api/toApiError'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { profileOf } from '../../test/profile'
import { classifyFailure, saveMainInfo } from './profile.send'

const body = (code: number) => ({ error: { code, textCode: 'x', type: 't', message: 'm' } })

describe('sending a pending update', () => {
  it('waits for the connection, retries passing trouble, and stops on a refusal', () => {
    expect(classifyFailure(new ApiError({ kind: 'network', status: 0, message: '' }))).toEqual({
      kind: 'offline',
    })
    expect(classifyFailure(toApiError(503, body(5030)))).toEqual({ kind: 'transient', error: 'errors.5030' })
    expect(classifyFailure(toApiError(429, body(4290)))).toMatchObject({ kind: 'transient' })
    expect(classifyFailure(toApiError(409, body(4090)))).toEqual({ kind: 'refused', error: 'errors.4090' })
    expect(classifyFailure(new Error('bad shape'))).toEqual({ kind: 'refused', error: 'errors.unhandled' })
  })

  it('saves the info fields, then makes the link contacts match: added, changed or removed', async () => {
    const calls: string[] = []
    const record =
      (answer: unknown) =>
      ({ url, init }: { url: string; init: RequestInit | undefined }) => {
        calls.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://x').pathname} ${init?.body ?? ''}`.trim())
        return { body: answer }
      }
    stubFetch({
      ...signedIn(1),
      'POST /api/core/user_profile/info': record({ ...profileOf(1), lang: 1 }),
      'GET /api/core/user_profile/1': record(
        profileOf(1, {
          contactData: [
            { id: 4, cType: '31:1', value: 'https://old.example.org' },
            { id: 5, cType: '31:7', value: 'https://social.example.org/a' },
          ],
        }),
      ),
      'PATCH /api/core/user_profile/1/contact/4': record({
        id: 4,
        cType: '31:1',
        value: 'https://new.example.org',
      }),
      'DELETE /api/core/user_profile/1/contact/5': record(null),
    })
    await saveMainInfo(1, { firstName: 'Ада', website: 'https://new.example.org', socialProfile: null })
    expect(calls).toEqual([
      'POST /api/core/user_profile/info {"firstName":"Ада"}',
      'GET /api/core/user_profile/1',
      'PATCH /api/core/user_profile/1/contact/4 {"cType":"31:1","value":"https://new.example.org"}',
      'DELETE /api/core/user_profile/1/contact/5',
    ])
  })
})
