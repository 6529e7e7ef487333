import { randomInt } from 'node:crypto'
import { SOCKET_PATH } from '@nauka/contracts'
import type { Locator } from '@playwright/test'
import { io } from 'socket.io-client'
import { axeViolations as violations } from './axe'
import { createSignedInAccount, expect, test } from './fixtures'
import { allow } from './time'

const surname = (base: string) =>
  `${base}${Array.from({ length: 4 }, () => 'абвгдежзиклмнопрст'[randomInt(18)]).join('')}`

const box = async (locator: Locator) => {
  const found = await locator.boundingBox({ timeout: allow(10_000) })
  if (!found) throw new Error('not rendered')
  return found
}

/** Whether the element's text fits without being cut (an ellipsis or overflow). */
const fits = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth)

/** Connects a socket of the session and closes it: the server then knows when it was last seen. */
const beSeen = (baseURL: string, cookie: string) =>
  new Promise<void>((resolve, reject) => {
    const socket = io(baseURL, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie, origin: baseURL },
      reconnection: false,
    })
    socket.once('connect', () => {
      socket.close()
      resolve()
    })
    socket.once('connect_error', reject)
  })

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const

test('the chat pages fit their frame on a desktop and a phone, with no axe violations in either theme', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(allow(180_000))
  // A seen before ("last seen"), with a chat that has messages, and a group beside it.
  const bobContext = await browser.newContext({ baseURL, locale: 'ru-RU' })
  const bobPage = await bobContext.newPage()
  const bob = await createSignedInAccount(bobPage)
  await bobPage.request.post('/api/core/user_profile/info', {
    data: { firstName: 'Чарльз', lastName: surname('Бэббидж') },
  })
  const cookie = (await bobContext.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  await beSeen(baseURL ?? '', cookie)
  await bobContext.close()

  await createSignedInAccount(page)
  await page.request.post('/api/core/user_profile/info', {
    data: { firstName: 'Ада', lastName: surname('Лавлейс') },
  })
  const personal = await page.request.post('/api/chat/v1/dialogs/create', { data: { users: [bob.id] } })
  const { id } = (await personal.json()) as { id: number }
  await page.goto(`/chats/${id}`)
  const composer = page.getByRole('textbox', { name: 'Сообщение' })
  await composer.fill('Здравствуйте! Посмотрите, пожалуйста, черновик статьи.')
  await composer.press('Enter')
  await expect(page.getByRole('list', { name: 'Сообщения' }).getByText('черновик статьи')).toBeVisible()
  // The order: a message in the personal chat, then a group: each row previews its own.
  const group = await page.request.post('/api/chat/v1/dialogs/create', {
    data: { dialogName: 'Семинар по вычислениям', users: [bob.id], group: true },
  })
  expect(group.status(), await group.text()).toBe(200)
  await page.reload()
  const rows = page.getByRole('list', { name: 'Список чатов' })
  await expect(rows.getByRole('link', { name: /Чарльз/ })).toContainText('черновик статьи')
  await expect(rows.getByRole('link', { name: /Семинар/ })).toContainText('создаёт группу')

  const found: string[] = []
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport)
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((mode) => localStorage.setItem('mui-mode', mode), scheme)
      await page.goto(`/chats/${id}`)
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme)
      const dialog = page.getByRole('region', { name: 'Чат' })
      const header = dialog.getByRole('heading', { level: 2 })
      await expect(dialog.getByText(/^был\(а\) в сети/)).toBeVisible()
      await expect(page.getByRole('list', { name: 'Сообщения' }).getByText('черновик статьи')).toBeVisible()
      const composerBox = await box(page.getByTestId('chat-composer'))
      const headerBox = await box(dialog.locator('header'))

      // The name and "last seen" show whole.
      expect.soft(await fits(header), `${name}: the name is cut`).toBe(true)
      expect.soft(await fits(dialog.getByText(/^был\(а\) в сети/)), `${name}: last seen is cut`).toBe(true)

      if (name === 'desktop') {
        const card = page.getByTestId('chat-card')
        const cardBox = await box(card)
        // The card clips what it holds to its rounded corners, and everything sits inside it.
        expect.soft(await card.evaluate((el) => getComputedStyle(el).overflow)).toBe('hidden')
        for (const [part, partBox] of [
          ['header', headerBox],
          ['composer', composerBox],
        ] as const) {
          expect
            .soft(partBox.x + partBox.width, `${part} right edge`)
            .toBeLessThanOrEqual(cardBox.x + cardBox.width)
          expect
            .soft(partBox.y + partBox.height, `${part} bottom edge`)
            .toBeLessThanOrEqual(cardBox.y + cardBox.height)
        }
        expect.soft((await box(dialog)).width, 'dialog pane width').toBeGreaterThanOrEqual(600)
      } else {
        const bottomNav = await box(page.getByRole('navigation', { name: 'Нижняя панель' }))
        const gap = bottomNav.y - (composerBox.y + composerBox.height)
        expect.soft(gap, 'composer to bottom navigation').toBeGreaterThanOrEqual(0)
        expect.soft(gap, 'composer to bottom navigation').toBeLessThanOrEqual(4)
        expect.soft(headerBox.x + headerBox.width, 'header right edge').toBeLessThanOrEqual(viewport.width)
      }
      found.push(...(await violations(page, `${name} ${scheme} dialog`)))

      await page.goto('/chats')
      await expect(page.getByRole('list', { name: 'Список чатов' }).getByRole('link')).toHaveCount(2)
      found.push(...(await violations(page, `${name} ${scheme} list`)))
    }
  }
  expect(found).toEqual([])
})
