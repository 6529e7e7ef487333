import { SessionProbe } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'

const env = useTestServer()

const probe = (headers: Record<string, string> = {}) =>
  env.t.app.inject({ url: '/api/a/oauth2c/session', headers })

describe('the session probe (the web app asks it on every start)', () => {
  it('answers a visitor 200 signedIn: false, since a visitor is no error', async () => {
    const res = await probe()
    expect(res.statusCode).toBe(200)
    expect(SessionProbe.parse(res.json())).toEqual({ signedIn: false })
  })

  it('answers a stale or unknown cookie the same as no cookie', async () => {
    const res = await probe({ cookie: 'nauka_session=not-a-session' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ signedIn: false })
  })

  it('answers a signed-in user with the same status validate answers', async () => {
    const user = await env.newUser({ lang: 2 })
    const res = await probe({ cookie: user.cookie })
    expect(res.statusCode).toBe(200)
    expect(SessionProbe.parse(res.json())).toEqual({
      signedIn: true,
      userStatus: { id: user.id, email: user.email, emailVerified: true, lang: 2 },
    })
    const validated = await env.t.app.inject({
      url: '/api/a/oauth2c/validate',
      headers: { cookie: user.cookie },
    })
    expect(validated.json()).toEqual({ userStatus: res.json().userStatus })
  })

  it('answers signedIn: false once the session is signed out', async () => {
    const user = await env.newUser()
    const out = await env.t.app.inject({
      method: 'POST',
      url: '/api/a/oauth2c/logout',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin' },
    })
    expect(out.statusCode).toBe(200)
    expect((await probe({ cookie: user.cookie })).json()).toEqual({ signedIn: false })
  })

  it('leaves validate a 401 for a visitor (the API keeps its meaning for real calls)', async () => {
    expect((await env.t.app.inject({ url: '/api/a/oauth2c/validate' })).statusCode).toBe(401)
  })
})
