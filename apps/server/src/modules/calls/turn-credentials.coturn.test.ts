import { IceConfig } from '@nauka/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Coturn, startCoturn } from '../../test/coturn'
import { useTestServer } from '../../test/test-server'
import { turnAllocate } from '../../test/turn-client'
import { CALLS } from './calls.fixtures'
import { turnCredential } from './calls.turn'

/** A real coturn with `use-auth-secret`, and the app configured to issue credentials for it. */
let coturn: Coturn
beforeAll(async () => {
  coturn = await startCoturn()
})
afterAll(async () => {
  await coturn?.stop()
})
const env = useTestServer(() => ({
  env: { ICE_SERVERS: JSON.stringify([{ urls: coturn.url }]), TURN_SECRET: coturn.secret },
}))

/** The TURN entry GET /ice-servers gives a new user, with its username and password. */
const issuedTurn = async () => {
  const user = await env.newUser()
  const res = await env.as(user)('GET', `${CALLS}/ice-servers`)
  expect(res.statusCode, res.body).toBe(200)
  const config = IceConfig.parse(res.json())
  const [server] = config.iceServers
  expect(config.iceServers).toHaveLength(1)
  expect(server?.urls).toBe(coturn.url)
  const { username = '', credential = '' } = server ?? {}
  return { user, username, credential, expiresAt: config.expiresAt }
}

describe('TURN credentials the server issues, checked by a real coturn', () => {
  it('allocates a relay with the credentials from GET /ice-servers, named after the user and their expiry', async () => {
    const { user, username, credential, expiresAt } = await issuedTurn()
    expect(username).toBe(`${Math.floor(Date.parse(expiresAt ?? '') / 1000)}:${user.id}`)
    const result = await turnAllocate(coturn.port, username, credential)
    expect(result, coturn.log()).toMatchObject({ ok: true, relayed: { address: '127.0.0.1' } })
  })

  it('refuses a wrong password, a name changed to another user, another secret and an expired name with 401', async () => {
    const { user, username, credential } = await issuedTurn()
    const refused = { ok: false, code: 401 }
    expect(await turnAllocate(coturn.port, username, `${credential}x`)).toMatchObject(refused)
    const [expiry] = username.split(':')
    expect(await turnAllocate(coturn.port, `${expiry}:${user.id + 1}`, credential)).toMatchObject(refused)
    const inAnHour = new Date(Date.now() + 3_600_000)
    const otherSecret = turnCredential('another-secret-of-32-characters!', user.id, inAnHour)
    expect(await turnAllocate(coturn.port, otherSecret.username, otherSecret.credential)).toMatchObject(
      refused,
    )
    const expired = turnCredential(coturn.secret, user.id, new Date(Date.now() - 60_000))
    expect(await turnAllocate(coturn.port, expired.username, expired.credential)).toMatchObject(refused)
  })
})
