import { GeneralErrorCode, type SocialClientEvent, SocialEventType } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { SOCKET_RATE_RULES } from './socket-rate-rules'
import {
  connectSocket,
  nextSocial,
  recordSocial,
  sendViews,
  settled,
  statsEvent,
  type TestSocket,
  tokenOf,
} from './socket-test-client'

const env = useTestServer({ listen: true })
const { newUser } = env
const asCookie = (user: TestUser) => env.open(user)

describe('socket handshake', () => {
  it('answers Socket.IO on /api/chat/socket.io, the path the README tells load balancers to pass', async () => {
    const res = await fetch(`${env.baseUrl}/api/chat/socket.io/?EIO=4&transport=polling`)
    expect(res.status).toBe(200)
    // Engine.IO's open packet: "0" and the session it opened.
    expect(await res.text()).toMatch(/^0\{"sid":/)
  })

  it('refuses a visitor, and a made-up token, with user_not_authorized', async () => {
    await expect(connectSocket(env.baseUrl)).rejects.toThrow('user_not_authorized')
    await expect(env.open({ bearer: 'not-a-session' })).rejects.toThrow('user_not_authorized')
    await expect(env.open({ cookie: 'nauka_session=nope' })).rejects.toThrow('user_not_authorized')
  })

  it('accepts the session cookie, a bearer token and auth.token', async () => {
    const user = await newUser()
    for (const options of [
      { cookie: user.cookie },
      { bearer: tokenOf(user.cookie) },
      { token: tokenOf(user.cookie) },
    ]) {
      const socket = await env.open(options)
      expect(socket.connected).toBe(true)
      const arrived = nextSocial(socket)
      env.t.app.realtime.toUser(user.id, 'social', statsEvent(1))
      await expect(arrived).resolves.toEqual(statsEvent(1))
    }
  })

  it('accepts the cookie over HTTP long-polling, as a browser starts, and refuses a visitor there', async () => {
    const user = await newUser()
    const socket = await env.open({ cookie: user.cookie, transport: 'polling' })
    const arrived = nextSocial(socket)
    env.t.app.realtime.toUser(user.id, 'social', statsEvent(2))
    await expect(arrived).resolves.toEqual(statsEvent(2))
    await expect(env.open({ transport: 'polling' })).rejects.toThrow('user_not_authorized')
  })

  it('refuses a session that has been signed out', async () => {
    const user = await newUser()
    const out = await env.t.app.inject({
      method: 'POST',
      url: '/api/a/oauth2c/logout',
      headers: { cookie: user.cookie },
    })
    expect(out.statusCode).toBeLessThan(300)
    await expect(env.open({ cookie: user.cookie })).rejects.toThrow('user_not_authorized')
  })
})

describe('hub', () => {
  it('sends toUser to every socket of that user and to no one else', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const [a1, a2, b1] = await Promise.all([asCookie(a), asCookie(a), asCookie(b)])
    const seenByB = recordSocial(b1)
    const arrivals = [nextSocial(a1), nextSocial(a2)]
    env.t.app.realtime.toUser(a.id, 'social', statsEvent(10))
    expect(await Promise.all(arrivals)).toEqual([statsEvent(10), statsEvent(10)])
    // Events reach one socket in order: once B has B's own event, A's would already be there.
    const own = nextSocial(b1)
    env.t.app.realtime.toUser(b.id, 'social', statsEvent(20))
    await own
    expect(seenByB).toEqual([statsEvent(20)])
  })

  it('sends toRoom to the sockets a social handler joined, and stops after they leave', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const [inside, outside] = await Promise.all([asCookie(a), asCookie(b)])
    const room = `test-room-${a.id}`
    const handled: SocialClientEvent[] = []
    env.t.app.realtime.onSocial((context, event) => {
      if (context.user.id !== a.id) return
      handled.push(event)
      if (event.type === SocialEventType.SubStats) context.join(room)
      if (event.type === SocialEventType.UnsubStats) context.leave(room)
    })
    inside.emit('social', { type: SocialEventType.SubStats, postIds: [1] })
    expect(
      await until(
        () => handled,
        (list) => list.length > 0,
      ),
    ).toHaveLength(1)

    const seenOutside = recordSocial(outside)
    const arrived = nextSocial(inside)
    env.t.app.realtime.toRoom(room, 'social', statsEvent(30))
    await expect(arrived).resolves.toEqual(statsEvent(30))

    inside.emit('social', { type: SocialEventType.UnsubStats, postIds: [1] })
    expect(
      await until(
        () => handled,
        (list) => list.length >= 2,
      ),
    ).toHaveLength(2)
    const seenInside = recordSocial(inside)
    env.t.app.realtime.toRoom(room, 'social', statsEvent(31))
    const marker = nextSocial(inside)
    env.t.app.realtime.toUser(a.id, 'social', statsEvent(32))
    await marker
    expect(seenInside).toEqual([statsEvent(32)])
    expect(seenOutside).toEqual([])
  })

  it('ignores malformed social payloads and keeps the socket working', async () => {
    const user = await newUser()
    const socket = await asCookie(user)
    const handled: SocialClientEvent[] = []
    env.t.app.realtime.onSocial((context, event) => {
      if (context.user.id === user.id) handled.push(event)
    })
    const send = socket.emit.bind(socket) as (event: string, ...args: unknown[]) => void
    for (const junk of [
      null,
      'view',
      42,
      { type: 'view' },
      { type: 'view', postId: -1 },
      { type: 'subStats', postIds: [] },
      { type: 'explode', postId: 1 },
      { type: SocialEventType.SubStats, postIds: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      send('social', junk)
    }
    send('social')
    send('nonsense', { a: 1 })
    socket.emit('social', { type: SocialEventType.View, postId: 7 })
    expect(
      await until(
        () => handled,
        (list) => list.length > 0,
      ),
    ).toEqual([{ type: SocialEventType.View, postId: 7 }])
    expect(socket.connected).toBe(true)
    const arrived = nextSocial(socket)
    env.t.app.realtime.toUser(user.id, 'social', statsEvent(40))
    await expect(arrived).resolves.toEqual(statsEvent(40))
  })

  it("drops a user's social events beyond the limit, counting all of the user's sockets together", async () => {
    const user = await newUser()
    const sockets = await Promise.all([asCookie(user), asCookie(user)])
    let handled = 0
    env.t.app.realtime.onSocial((context) => {
      if (context.user.id === user.id) handled += 1
    })
    const { points } = SOCKET_RATE_RULES.socketSocial
    await sendViews(sockets, points / 2 + 15)
    expect(handled).toBe(points)
    expect(sockets.every((socket) => socket.connected)).toBe(true)
  })

  it("refuses a user's chat messages beyond the limit with too_many_requests, whichever socket sent them", async () => {
    const user = await newUser()
    const sockets = await Promise.all([asCookie(user), asCookie(user)])
    const { points } = SOCKET_RATE_RULES.socketMessage
    const answers = await Promise.all(
      Array.from({ length: points + 1 }, (_, i) => settled(sockets[i % 2] as TestSocket)),
    )
    const codes = answers.map((answer) => (answer.ok ? null : answer.error.code))
    expect(codes.filter((code) => code === GeneralErrorCode.ValidationFailed)).toHaveLength(points)
    expect(codes.filter((code) => code === GeneralErrorCode.TooManyRequests)).toHaveLength(1)
  })

  it('survives a handler that throws', async () => {
    const user = await newUser()
    const socket = await asCookie(user)
    const handled: number[] = []
    env.t.app.realtime.onSocial((context, event) => {
      if (context.user.id !== user.id || event.type !== SocialEventType.View) return
      handled.push(event.postId)
      if (event.postId === 1) throw new Error('handler failure')
    })
    socket.emit('social', { type: SocialEventType.View, postId: 1 })
    socket.emit('social', { type: SocialEventType.View, postId: 2 })
    expect(
      await until(
        () => handled,
        (list) => list.length >= 2,
      ),
    ).toEqual([1, 2])
    expect(socket.connected).toBe(true)
  })
})
