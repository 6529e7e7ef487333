import { MessageType, UsersStatusAnswer } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { nextEvent, type TestSocket } from '../../platform/realtime/socket-test-client'
import { sessionCookie, signIn, type TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { createGroup, createPersonal, dialogInfo } from './dialogs.fixtures'
import { nextChatEvent, sendOk } from './messages.fixtures'

/** Presence over real sockets: online is a live socket, last seen is written when the last one goes. */

const env = useTestServer({ listen: true })
const { newUser, open } = env
const statusOf = async (asker: TestUser, userId: number) => {
  const res = await env.as(asker)('POST', '/api/chat/v1/users/status', { users: [userId] })
  return UsersStatusAnswer.parse(res.json())[0]
}
/** The next presence event about `userId`. */
const nextPresence = (socket: TestSocket, userId: number) =>
  nextEvent(socket, 'presence', (event) => event.userId === userId)
const closed = (socket: TestSocket) =>
  new Promise<void>((resolve) => {
    if (socket.disconnected) return resolve()
    socket.once('disconnect', () => resolve())
  })

describe('presence', () => {
  it('is online while a socket lives, and tells dialog partners when the user comes and goes', async () => {
    const [a, b, stranger] = [await newUser(), await newUser(), await newUser()]
    const { id } = await createPersonal(env.as(a), b.id)
    const watcher = await open(b)
    const outsider = await open(stranger)
    let outsiderHeard = false
    outsider.on('presence', () => {
      outsiderHeard = true
    })
    const cameOnline = nextPresence(watcher, a.id)
    const tab1 = await open(a)
    expect(await cameOnline).toMatchObject({ userId: a.id, isOnline: true })
    const tab2 = await open(a)
    expect(await statusOf(b, a.id)).toMatchObject({ isOnline: true })
    expect((await dialogInfo(env.as(b), id)).status?.isOnline).toBe(true)
    // One tab closing leaves the user online: the other tab still lives.
    tab1.close()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await statusOf(b, a.id)).toMatchObject({ isOnline: true, lastSeen: null })
    const wentAway = nextPresence(watcher, a.id)
    const before = Date.now()
    tab2.close()
    const gone = await wentAway
    expect(gone.isOnline).toBe(false)
    expect(Date.parse(gone.lastSeen ?? '')).toBeGreaterThanOrEqual(before - 1000)
    expect(await statusOf(b, a.id)).toEqual({ userId: a.id, isOnline: false, lastSeen: gone.lastSeen })
    expect(outsiderHeard).toBe(false)
  })

  it('tells the other person of an open personal chat at once when the user returns, writes and leaves', async () => {
    const [alice, bob] = [await newUser(), await newUser()]
    const { id } = await createPersonal(env.as(alice), bob.id)
    const aliceTab = await open(alice)
    // Bob has been here before: he is "last seen", not "never seen".
    const firstVisit = nextPresence(aliceTab, bob.id)
    const earlier = await open(bob)
    await firstVisit
    const firstLeave = nextPresence(aliceTab, bob.id)
    earlier.close()
    expect((await firstLeave).lastSeen).not.toBeNull()
    const back = nextPresence(aliceTab, bob.id)
    const bobTab = await open(bob)
    expect(await back).toMatchObject({ userId: bob.id, isOnline: true })
    const written = nextChatEvent(aliceTab, (e) => e.message?.ownerId === bob.id)
    await sendOk(bobTab, { dialog: id, cType: MessageType.TextMessage, text: 'hi' })
    expect((await written).dialog).toBe(id)
    expect((await dialogInfo(env.as(alice), id)).status?.isOnline).toBe(true)
    const away = nextPresence(aliceTab, bob.id)
    bobTab.close()
    const gone = await away
    expect(gone).toMatchObject({ userId: bob.id, isOnline: false })
    expect((await dialogInfo(env.as(alice), id)).status).toMatchObject({
      isOnline: false,
      lastSeen: gone.lastSeen,
    })
  })

  it('reaches the members of a group too', async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()]
    await createGroup(env.as(a), [b.id, c.id])
    const watcher = await open(c)
    const cameOnline = nextPresence(watcher, b.id)
    await open(b)
    expect((await cameOnline).isOnline).toBe(true)
  })
})

describe('revoked sessions lose their sockets', () => {
  it('disconnects the sockets of a session that signs out, and only those', async () => {
    const user = await newUser()
    const signedIn = await signIn(env.t, user)
    const other = { cookie: sessionCookie(signedIn) }
    const [mine, theirs] = [await open(user), await open(other)]
    const out = await env.t.app.inject({
      method: 'POST',
      url: '/api/a/oauth2c/logout',
      headers: { cookie: user.cookie },
    })
    expect(out.statusCode).toBeLessThan(300)
    await closed(mine)
    expect(mine.connected).toBe(false)
    // The other session's socket still hears what is sent to the user after the sign-out.
    await env.caughtUp(theirs, user)
    expect(theirs.connected).toBe(true)
  })

  it('disconnects every other session on a password change, keeping the one that changed it', async () => {
    const user = await newUser()
    const second = { cookie: sessionCookie(await signIn(env.t, user)) }
    const third = { cookie: sessionCookie(await signIn(env.t, user)) }
    const [own, two, three] = [await open(user), await open(second), await open(third)]
    const res = await env.as(user)('POST', '/api/a/oauth2c/change-password', {
      currentPassword: user.password,
      newPassword: 'Another-Horse-43',
      confirmation: 'Another-Horse-43',
    })
    expect(res.statusCode, res.body).toBe(200)
    await Promise.all([closed(two), closed(three)])
    await env.caughtUp(own, user)
    expect([own.connected, two.connected, three.connected]).toEqual([true, false, false])
  })
})
