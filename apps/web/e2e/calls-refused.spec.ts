import { randomUUID } from 'node:crypto'
import {
  type CallAck,
  type CallClientEvent,
  CallInfo,
  type ClientToServerEvents,
  GeneralErrorCode,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@nauka/contracts'
import { io, type Socket } from 'socket.io-client'
import type { Person } from './calls'
import * as calls from './calls'
import { E2E_CALL_RING_SECONDS } from './env'
import { expect, test } from './fixtures'
import { allow } from './time'

test.use({ launchOptions: calls.FAKE_MEDIA_LAUNCH })

/** The server's ringing plus room for a loaded machine to notice that it ran out. */
const RING_OUT_TIMEOUT = (E2E_CALL_RING_SECONDS + 30) * 1000

/** A and B with their personal dialog open on A's side and B reading the feed. */
const twoPeople = async (browser: Parameters<typeof calls.person>[0], baseURL: string | undefined) => {
  const a = await calls.person(browser, baseURL, 'Лиза', 'Мейтнер')
  const b = await calls.person(browser, baseURL, 'Отто', 'Ган')
  const dialogId = await calls.createDialog(a, [b])
  await calls.openLive(b.page, '/feed')
  await calls.openLive(a.page, `/chats/${dialogId}`)
  return { a, b, dialogId }
}

const closeAll = (...people: Person[]) => Promise.all(people.map((p) => p.context.close()))

test('a call nobody answers ends as not answered for the caller and shows as missed to the callee', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(allow(RING_OUT_TIMEOUT + 90_000))
  const { a, b, dialogId } = await twoPeople(browser, baseURL)
  await a.page.getByRole('button', { name: 'Аудиозвонок' }).click()
  await expect(calls.incoming(b.page)).toBeVisible()

  // Nobody touches anything: the ringing runs out on the server.
  await expect(calls.incoming(b.page)).toHaveCount(0, { timeout: RING_OUT_TIMEOUT })
  await calls.expectIdle(a.page)
  await expect(calls.thread(a.page).getByText('Нет ответа')).toBeVisible()
  await calls.openLive(b.page, `/chats/${dialogId}`)
  await expect(calls.thread(b.page).getByText('Пропущенный звонок')).toBeVisible()
  await closeAll(a, b)
})

test('a declined call stops ringing and shows as declined to both', async ({ browser, baseURL }) => {
  test.setTimeout(allow(90_000))
  const { a, b, dialogId } = await twoPeople(browser, baseURL)
  await a.page.getByRole('button', { name: 'Аудиозвонок' }).click()
  await calls.incoming(b.page).getByRole('button', { name: 'Отклонить' }).click()
  await calls.expectIdle(b.page)
  await calls.expectIdle(a.page)
  await expect(calls.thread(a.page).getByText('Звонок отклонён')).toBeVisible()
  await calls.openLive(b.page, `/chats/${dialogId}`)
  await expect(calls.thread(b.page).getByText('Звонок отклонён')).toBeVisible()
  await closeAll(a, b)
})

test('a user outside the dialog can neither join its call nor send or receive its signalling', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(allow(120_000))
  const { a, b, dialogId } = await twoPeople(browser, baseURL)
  const c = await calls.person(browser, baseURL, 'Фриц', 'Штрассман')

  // ---- C listens on a socket of their own session to everything calls send
  const cookie = (await c.context.cookies()).map((k) => `${k.name}=${k.value}`).join('; ')
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(baseURL ?? '', {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie, origin: baseURL ?? '' },
    reconnection: false,
  })
  const heard: string[] = []
  socket.on('call', (event) => heard.push(`call ${JSON.stringify(event)}`))
  socket.on('callSignal', (event) => heard.push(`callSignal ${JSON.stringify(event)}`))
  // What proves the socket hears what is meant for C (so silence about the call means something).
  const chatMessages: unknown[] = []
  socket.on('message', (event) => chatMessages.push(event))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })
  const send = (event: CallClientEvent) =>
    socket.timeout(30_000).emitWithAck('call', event) as Promise<CallAck>

  try {
    // ---- A calls B, B accepts: the call is live and signalling flows between them
    await calls.callAndAccept(a, [b])
    await calls.expectMediaFlowing(a.page, 1)
    await calls.expectMediaFlowing(b.page, 1)

    const callOf = await a.page.request.get(`/api/v1/calls/dialog/${dialogId}`)
    expect(callOf.status(), await callOf.text()).toBe(200)
    const call = CallInfo.parse(await callOf.json())
    const sessionOf = (p: Person) =>
      call.participants.find((q) => q.user === p.account.id)?.states[0]?.mediaSessionId ?? ''
    const [sessionA, sessionB] = [sessionOf(a), sessionOf(b)]
    expect(sessionA).not.toBe('')
    expect(sessionB).not.toBe('')

    // ---- C is refused at every door, told the dialog is not found, as the chat answers a stranger
    const refused = { ok: false, error: { code: GeneralErrorCode.NotFound } }
    expect(await send({ action: 'join', dialogId })).toMatchObject(refused)
    expect(await send({ action: 'start', dialogId, type: 1 })).toMatchObject(refused)
    const candidate = { kind: 'candidate', candidate: null } as const
    for (const from of [sessionB, randomUUID()])
      expect(await send({ action: 'signal', dialogId, from, to: sessionA, signal: candidate })).toMatchObject(
        {
          ok: false,
        },
      )
    for (const path of [
      `/api/v1/calls/dialog/${dialogId}`,
      `/api/v1/calls/dialog/${dialogId}/participants`,
    ]) {
      const read = await c.page.request.get(path)
      expect(read.status(), path).toBe(404)
    }

    // ---- The call goes on untouched and ends
    await calls.expectMediaFlowing(a.page, 1)
    await calls.screen(a.page).getByRole('button', { name: 'Завершить' }).click()
    await calls.expectIdle(a.page)
    await calls.expectIdle(b.page)
    await expect(calls.thread(a.page).getByText(/Звонок завершён · \d+:\d\d/)).toBeVisible()

    // ---- A then writes to C: C's socket hears that, and had heard nothing of the call before it
    await calls.openLive(a.page, `/chats/${await calls.createDialog(c, [a])}`)
    const box = a.page.getByRole('textbox', { name: 'Сообщение' })
    await box.fill('Контрольное сообщение')
    await box.press('Enter')
    await expect
      .poll(() => chatMessages.length, { message: 'C hears a message meant for C' })
      .toBeGreaterThan(0)
    expect(heard).toEqual([])
  } finally {
    socket.close()
    await closeAll(a, b, c)
  }
})
