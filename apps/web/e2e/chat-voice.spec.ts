import { chromium } from '@playwright/test'
import { CHROMIUM } from '../playwright.config'
import { createSignedInAccount, expect, test } from './fixtures'
import { allow } from './time'

/**
 * Issue 6: voice messages are recorded in the browser with MediaRecorder. Chromium's fake capture
 * device stands in for a microphone (DESIGN: calls tests use the same flags), so this spec runs
 * its own browser with them.
 */
test('a voice message is recorded, sent, and plays for the other person', async ({ baseURL }) => {
  test.setTimeout(allow(90_000))
  const browser = await chromium.launch({
    ...CHROMIUM,
    args: [...CHROMIUM.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  })
  try {
    const contextOf = () => browser.newContext({ baseURL, locale: 'ru-RU', permissions: ['microphone'] })
    const [contextA, contextB] = await Promise.all([contextOf(), contextOf()])
    const [pageA, pageB] = await Promise.all([contextA.newPage(), contextB.newPage()])
    const b = await createSignedInAccount(pageB)
    await createSignedInAccount(pageA)

    // A's personal chat with B, made through the API (the UI path is chat.spec.ts's).
    const created = await pageA.request.post('/api/chat/v1/dialogs/create', { data: { users: [b.id] } })
    expect(created.status(), await created.text()).toBe(200)
    const { id: dialogId } = (await created.json()) as { id: number }

    await pageA.goto(`/chats/${dialogId}`)
    await expect(pageA.getByText('Сообщений пока нет. Напишите первым.')).toBeVisible()
    await pageA.getByRole('button', { name: 'Записать голосовое сообщение' }).click()
    await expect(pageA.getByText(/^Запись \d/)).toBeVisible()
    // Record a little over a second of the fake device's tone.
    await pageA.waitForTimeout(1_500)
    await pageA.getByRole('button', { name: 'Остановить и отправить' }).click()

    const thread = (page: typeof pageA) => page.getByRole('list', { name: 'Сообщения' })
    await expect(thread(pageA).locator('audio')).toHaveCount(1, { timeout: allow(20_000) })

    // B opens the chat and finds a playable voice message, served by the files API.
    await pageB.goto(`/chats/${dialogId}`)
    const audio = thread(pageB).locator('audio')
    await expect(audio).toHaveCount(1)
    const src = await audio.getAttribute('src')
    expect(src).toMatch(/^\/api\/core\/file\/[0-9a-f-]{36}/)
    const file = await pageB.request.get(src ?? '')
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^(audio|video)\/(webm|ogg)/)
    expect((await file.body()).byteLength).toBeGreaterThan(500)
    // The message is a voice message (type 4) on the server.
    const listed = await pageB.request.get(`/api/chat/v1/dialogs/${dialogId}`)
    const [message] = (await listed.json()) as { type: number; files: { fileType: number }[] }[]
    expect(message?.type).toBe(4)
    expect(message?.files[0]?.fileType).toBe(21)
  } finally {
    await browser.close()
  }
})
