import { randomUUID } from 'node:crypto'
import {
  type OnlineStatus,
  type PresenceEvent,
  SettingsElementRef,
  UserSearchList,
  UsersStatusAnswer,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { recordEvents, type TestSocket } from '../../platform/realtime/socket-test-client'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { setSettings } from '../profile/settings.fixtures'
import { createPersonal, dialogInfo, listDialogs, nameUser } from './dialogs.fixtures'

/** Settings 132:15 "show when I am online": a user who hides it is "recently" to everyone else. */

const RECENTLY: OnlineStatus = { isOnline: false, lastSeen: null, recently: true }

const env = useTestServer({ listen: true })
const { newUser, as: api, open } = env
const showOnline = (user: TestUser, show: boolean) =>
  setSettings(api(user), { [SettingsElementRef.ShowOnlineStatus]: show })
const statusOf = async (asker: TestUser, userId: number) => {
  const res = await api(asker)('POST', '/api/chat/v1/users/status', { users: [userId] })
  expect(res.statusCode, res.body).toBe(200)
  const [status] = UsersStatusAnswer.parse(res.json())
  return status
}
/** Every presence event about `userId` that `socket` receives from now on, in order. */
const recordPresence = (socket: TestSocket, userId: number): PresenceEvent[] =>
  recordEvents(socket, 'presence', (event) => event.userId === userId)
/** A socket's coming and going is handled after its handshake or close: asks until it shows. */
const received = (events: PresenceEvent[], n: number) => until(() => events.length >= n)

describe('show when I am online (132:15)', () => {
  it('shows a hidden user as "recently" in every answer about them, while they see themselves as they are', async () => {
    const tag = `Hid${randomUUID().slice(0, 6)}`
    const [hider, partner] = await Promise.all([newUser(), newUser()])
    await nameUser(env.db, hider.id, { firstName: tag, lastName: 'Hidden' })
    const { id } = await createPersonal(api(partner), hider.id)
    await showOnline(hider, false)
    await open(hider)
    await until(
      () => statusOf(hider, hider.id),
      (s) => s?.isOnline === true,
    )

    expect(await statusOf(partner, hider.id)).toEqual({ userId: hider.id, ...RECENTLY })
    expect((await dialogInfo(api(partner), id)).status).toEqual(RECENTLY)
    expect((await listDialogs(api(partner))).dialogs.find((d) => d.dialogId === id)?.status).toEqual(RECENTLY)
    const found = await api(partner)('GET', `/api/chat/v1/users/search?searchField=${tag}`)
    expect(UserSearchList.parse(found.json()).map((u) => u.status)).toEqual([RECENTLY])
  })

  it('a user who was seen and then hides shows no time last seen either', async () => {
    const [hider, partner] = await Promise.all([newUser(), newUser()])
    await createPersonal(api(partner), hider.id)
    const socket = await open(hider)
    socket.close()
    await until(
      () => statusOf(partner, hider.id),
      (s) => s?.lastSeen !== null,
    )
    await showOnline(hider, false)
    expect(await statusOf(partner, hider.id)).toEqual({ userId: hider.id, ...RECENTLY })
  })

  it('tells partners "recently" when the user hides, nothing while hidden, and the real status when shown again', async () => {
    const [hider, partner] = await Promise.all([newUser(), newUser()])
    await createPersonal(api(partner), hider.id)
    const watcher = await open(partner)
    const heard = recordPresence(watcher, hider.id)

    await showOnline(hider, false)
    await received(heard, 1)
    // Coming and going while hidden: partners hear nothing of it.
    const socket = await open(hider)
    await until(
      () => statusOf(hider, hider.id),
      (s) => s?.isOnline === true,
    )
    socket.close()
    const away = await until(
      () => statusOf(hider, hider.id),
      (s) => s?.isOnline === false && s.lastSeen !== null,
    )
    await showOnline(hider, true)
    await received(heard, 2)
    expect(heard).toEqual([
      { userId: hider.id, ...RECENTLY },
      { userId: hider.id, isOnline: false, lastSeen: away?.lastSeen },
    ])
    expect(await statusOf(partner, hider.id)).toEqual({
      userId: hider.id,
      isOnline: false,
      lastSeen: away?.lastSeen,
    })
  })

  it('hiding while online turns the user "recently" for partners at once, showing turns them online again', async () => {
    const [hider, partner] = await Promise.all([newUser(), newUser()])
    await createPersonal(api(partner), hider.id)
    const watcher = await open(partner)
    const heard = recordPresence(watcher, hider.id)
    await open(hider)
    await received(heard, 1)
    await showOnline(hider, false)
    await received(heard, 2)
    await showOnline(hider, true)
    await received(heard, 3)
    expect(heard.map(({ isOnline, lastSeen, recently }) => ({ isOnline, lastSeen, recently }))).toEqual([
      { isOnline: true, lastSeen: null, recently: undefined },
      { ...RECENTLY },
      { isOnline: true, lastSeen: null, recently: undefined },
    ])
  })
})
