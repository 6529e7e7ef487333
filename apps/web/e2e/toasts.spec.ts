import type { Browser, Locator, Page } from '@playwright/test'
import { type Account, createSignedInAccount, expect, test } from './fixtures'
import { allow } from './time'

/** Issue 12: toasts must not cover what the person is using, and go once acted on. */

type Person = { page: Page; account: Account; close: () => Promise<void> }

const person = async (
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
  firstName: string,
) => {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', viewport })
  const page = await context.newPage()
  const account = await createSignedInAccount(page)
  const named = await page.request.post('/api/core/user_profile/info', {
    data: { firstName, lastName: 'Кюри' },
  })
  expect(named.status(), await named.text()).toBe(200)
  return { page, account, close: () => context.close() }
}

const chatWith = async (page: Page, other: Account): Promise<number> => {
  const created = await page.request.post('/api/chat/v1/dialogs/create', { data: { users: [other.id] } })
  expect(created.status(), await created.text()).toBe(200)
  return ((await created.json()) as { id: number }).id
}

/** Opens a page and waits until its real-time socket is up (toasts need it). */
const openLive = async (page: Page, path: string) => {
  const socket = page.waitForEvent('websocket')
  await page.goto(path)
  await socket
}

const say = async (page: Page, dialogId: number, text: string) => {
  await page.goto(`/chats/${dialogId}`)
  const box = page.getByRole('textbox', { name: 'Сообщение' })
  await box.fill(text)
  await box.press('Enter')
  await expect(page.getByRole('list', { name: 'Сообщения' }).getByText(text)).toBeVisible()
}

/** The toast (notistack's whole snackbar, not only its text) about a message, once it has settled. */
const toastOf = async (page: Page, text: string): Promise<Locator> => {
  const toast = page.locator('.notistack-MuiContent').filter({ hasText: text })
  await expect(toast).toBeVisible()
  // Its entrance (and any move of the container) has finished before it is measured.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  )
  return toast
}

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not laid out')
  return box
}

const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test.describe('toasts', () => {
  let people: Person[] = []
  test.afterEach(async () => {
    await Promise.all(people.map((p) => p.close()))
    people = []
  })

  test('on a desktop a chat toast keeps clear of the Send button, and goes once its chat is opened', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(allow(90_000))
    const desktop = { width: 1280, height: 800 }
    const [a, b, c] = await Promise.all([
      person(browser, baseURL, desktop, 'Мария'),
      person(browser, baseURL, desktop, 'Пьер'),
      person(browser, baseURL, desktop, 'Ирен'),
    ])
    people = [a, b, c]
    const withB = await chatWith(a.page, b.account)
    const withC = await chatWith(a.page, c.account)

    // A writes to C: the composer and its Send button are in use.
    await openLive(a.page, `/chats/${withC}`)
    await expect(a.page.getByText('Сообщений пока нет. Напишите первым.')).toBeVisible()
    const sendButton = a.page.getByRole('button', { name: 'Отправить' })
    await expect(sendButton).toBeVisible()

    await say(b.page, withB, 'Вы видели новые данные?')
    const toast = await toastOf(a.page, 'Вы видели новые данные?')
    expect(overlap(await boxOf(toast), await boxOf(sendButton))).toBe(false)

    // A opens B's chat from the list, not from the toast: the toast has been acted on.
    await a.page
      .getByRole('list', { name: 'Список чатов' })
      .getByRole('link', { name: /Пьер Кюри/ })
      .click()
    await expect(a.page).toHaveURL(new RegExp(`/chats/${withB}$`))
    await expect(
      a.page.getByRole('list', { name: 'Сообщения' }).getByText('Вы видели новые данные?'),
    ).toBeVisible()
    await expect(a.page.locator('.notistack-MuiContent')).toHaveCount(0)
  })

  test('on a phone a chat toast keeps clear of the bottom navigation', async ({ browser, baseURL }) => {
    test.setTimeout(allow(90_000))
    const phone = { width: 390, height: 844 }
    const [a, b] = await Promise.all([
      person(browser, baseURL, phone, 'Мария'),
      person(browser, baseURL, phone, 'Пьер'),
    ])
    people = [a, b]
    const withB = await chatWith(a.page, b.account)

    await openLive(a.page, '/feed')
    const bottomNav = a.page.getByRole('navigation', { name: 'Нижняя панель' })
    await expect(bottomNav).toBeVisible()

    await say(b.page, withB, 'Зайдёте в лабораторию?')
    const toast = await toastOf(a.page, 'Зайдёте в лабораторию?')
    expect(overlap(await boxOf(toast), await boxOf(bottomNav))).toBe(false)
    // Still the person's to use: the toast's own button works.
    await toast.getByRole('button', { name: 'Открыть чат' }).click()
    await expect(a.page).toHaveURL(new RegExp(`/chats/${withB}$`))
  })
})
