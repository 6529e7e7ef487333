import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Coturn, startCoturn } from '../../test/coturn'
import { turnAllocate } from '../../test/turn-client'

/** coturn's REST scheme (`use-auth-secret`): the user name carries its expiry, the password signs it. */
const restCredentials = (secret: string, userId: number, expiresAt: Date) => {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') }
}

const inAnHour = () => new Date(Date.now() + 3_600_000)

describe('TURN credentials against a real coturn (use-auth-secret)', () => {
  let coturn: Coturn
  beforeAll(async () => {
    coturn = await startCoturn()
  })
  afterAll(async () => {
    await coturn?.stop()
  })

  it('allocates a relay for credentials made with the shared secret', async () => {
    const { username, credential } = restCredentials(coturn.secret, 42, inAnHour())
    const result = await turnAllocate(coturn.port, username, credential)
    expect(result, coturn.log()).toMatchObject({ ok: true, relayed: { address: '127.0.0.1' } })
  })

  it('refuses a wrong password, another secret and an expired name with 401', async () => {
    const good = restCredentials(coturn.secret, 42, inAnHour())
    const refused = { ok: false, code: 401 }
    expect(await turnAllocate(coturn.port, good.username, `${good.credential}x`)).toMatchObject(refused)
    const otherSecret = restCredentials('another-secret-of-32-characters!', 42, inAnHour())
    expect(await turnAllocate(coturn.port, otherSecret.username, otherSecret.credential)).toMatchObject(
      refused,
    )
    const expired = restCredentials(coturn.secret, 42, new Date(Date.now() - 60_000))
    expect(await turnAllocate(coturn.port, expired.username, expired.credential)).toMatchObject(refused)
  })
})
