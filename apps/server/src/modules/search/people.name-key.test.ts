import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { profiles } from '../../db/schema'
import { useTestServer } from '../../test/test-server'

const env = useTestServer()

const keyOf = async (userId: number) => {
  const [row] = await env.db
    .select({ nameKey: profiles.nameKey })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  return row?.nameKey
}

describe('a profile name key', () => {
  it('is written with the names, and rewritten from the whole row when one of them changes', async () => {
    const user = await env.newUser()
    const named = await env.as(user)('POST', '/api/core/user_profile/info', {
      firstName: 'Пётр',
      lastName: 'Иванов',
      nickname: 'petya',
    })
    expect(named.statusCode).toBe(200)
    expect((await keyOf(user.id))?.split(' ')).toEqual(
      expect.arrayContaining(['петр', 'petr', 'иванов', 'ivanov', 'petya']),
    )

    await env.as(user)('POST', '/api/core/user_profile/info', { lastName: 'Сидоров', lastNameEn: 'Sidorov' })
    const key = (await keyOf(user.id))?.split(' ')
    expect(key).toEqual(expect.arrayContaining(['петр', 'сидоров', 'sidorov', 'petya']))
    expect(key).not.toContain('иванов')
  })

  it('is left alone by a change of anything but the names', async () => {
    const user = await env.newUser()
    await env.as(user)('POST', '/api/core/user_profile/info', { firstName: 'Anna', lastName: 'Smith' })
    await env.as(user)('POST', '/api/core/user_profile/info', { dsc: 'Optics' })
    expect(await keyOf(user.id)).toBe('anna smith')
  })
})
