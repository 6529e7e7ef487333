import { Dialog, FILES_FIELD, MessageList, MessageType, SOCKET_PATH } from '@nauka/contracts'
import type { Browser, Page } from '@playwright/test'
import { createSignedInAccount, expect, test } from './fixtures'
import { type HostileSite, startHostileSite } from './hostile-site'

/**
 * A signed-in user opens pages of another site on the app's own host (another port of 127.0.0.1:
 * the same site, so the browser sends the SameSite=Lax session cookie). Nothing those pages try may
 * act as the user. What happened is read back afterwards through the API, as the user.
 */

let hostile: HostileSite
test.beforeAll(async () => {
  hostile = await startHostileSite()
})
test.afterAll(async () => hostile?.close())

/** A personal chat of the signed-in user of `page` with a new person. */
const newChat = async (page: Page, browser: Browser, baseURL: string | undefined): Promise<number> => {
  const context = await browser.newContext({ baseURL })
  const friend = await createSignedInAccount(await context.newPage())
  await context.close()
  const created = await page.request.post('/api/chat/v1/dialogs/create', { data: { users: [friend.id] } })
  expect(created.status(), await created.text()).toBe(200)
  return ((await created.json()) as { id: number }).id
}

const chatInfo = async (page: Page, id: number) => {
  const res = await page.request.get(`/api/chat/v1/dialogs/info/${id}`)
  expect(res.status(), await res.text()).toBe(200)
  return Dialog.parse(await res.json())
}

/** Opens a hostile page and answers the status of the request it makes to the app at `target`. */
const visit = async (page: Page, hostilePage: string, target: string): Promise<number> => {
  const answered = page.waitForResponse((response) => response.url() === target)
  await page.goto(hostilePage)
  return (await answered).status()
}

test.describe('pages of another site on the same host', () => {
  test('cannot pin or mute a chat with a text/plain form', async ({ page, browser, baseURL }) => {
    await createSignedInAccount(page)
    const chat = await newChat(page, browser, baseURL)
    const app = new URL(baseURL ?? '').origin
    for (const action of ['pin', 'disable-notifications']) {
      const target = `${app}/api/chat/v1/dialogs/${action}/${chat}`
      expect(await visit(page, hostile.textForm(target), target), action).toBe(403)
    }
    expect(await chatInfo(page, chat)).toMatchObject({ isPinned: false, notificationsDisable: false })
  })

  test('cannot upload a file with a multipart form', async ({ page, baseURL }) => {
    await createSignedInAccount(page)
    const target = `${new URL(baseURL ?? '').origin}/api/core/files`
    expect(await visit(page, hostile.fileForm(target, FILES_FIELD), target)).toBe(403)
  })

  test('cannot sign the user out with a link to the GET sign-out', async ({ page, baseURL }) => {
    await createSignedInAccount(page)
    const target = `${new URL(baseURL ?? '').origin}/api/a/oauth2c/logout`
    expect(await visit(page, hostile.navigation(target), target)).toBe(403)
    expect((await page.request.get('/api/a/oauth2c/validate')).status()).toBe(200)
    // The app itself still signs out (POST from its own page).
    await page.goto('/feed')
    const out = await page.evaluate(
      async () => (await fetch('/api/a/oauth2c/logout', { method: 'POST' })).status,
    )
    expect(out).toBe(200)
    expect((await page.request.get('/api/a/oauth2c/validate')).status()).toBe(401)
  })

  test('cannot open the socket with the user’s cookie to send a message', async ({
    page,
    browser,
    baseURL,
  }) => {
    await createSignedInAccount(page)
    const chat = await newChat(page, browser, baseURL)
    const message = { dialog: chat, cType: MessageType.TextMessage, text: 'Forged by another site' }
    await page.goto(hostile.socket(new URL(baseURL ?? '').origin, SOCKET_PATH, message))
    await expect(page).toHaveTitle(/^(sent|refused):/)
    expect(await page.title()).toMatch(/^refused:/)
    const thread = await page.request.get(`/api/chat/v1/dialogs/${chat}`)
    expect(thread.status(), await thread.text()).toBe(200)
    expect(MessageList.parse(await thread.json()).map((m) => m.text)).not.toContain(message.text)
  })
})
