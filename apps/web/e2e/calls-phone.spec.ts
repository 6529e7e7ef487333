import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import * as calls from './calls'
import { expect, test } from './fixtures'
import { allow } from './time'

test.use({ launchOptions: calls.FAKE_MEDIA_LAUNCH })

const PHONE = { width: 390, height: 844 }

/** A phone in the dark theme, as if the person had chosen it before. */
const darkPhone = async (page: Page) => {
  await page.setViewportSize(PHONE)
  await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'))
}

/** Nothing makes the page scroll sideways, and axe finds nothing of any impact. */
const expectFits = async (page: Page, where: string) => {
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  expect(await axeViolations(page, where)).toEqual([])
}

/** Whether the page behind the call (its main content) is out of reach. */
const pageInert = (page: Page) => page.evaluate(() => !!document.querySelector('main')?.closest('[inert]'))

const focusInCall = (page: Page) =>
  page.evaluate(() => !!document.querySelector('[data-testid="call-root"]')?.contains(document.activeElement))

test('on a phone in the dark theme: the incoming call and the call screen fit, pass axe and work from the keyboard', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(allow(180_000))
  const a = await calls.person(browser, baseURL, 'Лиза', 'Мейтнер')
  const b = await calls.person(browser, baseURL, 'Отто', 'Ган')
  await darkPhone(a.page)
  await darkPhone(b.page)
  const dialogPath = `/chats/${await calls.createDialog(a, [b])}`

  await calls.openLive(b.page, '/feed')
  await calls.openLive(a.page, dialogPath)
  // On a phone both calls share one button: its menu offers audio and video.
  await a.page.getByRole('button', { name: 'Позвонить' }).click()
  await a.page.getByRole('menuitem', { name: 'Видеозвонок' }).click()

  // ---- The incoming call on B's phone: on screen, both answers within reach
  const ringing = calls.incoming(b.page)
  await expect(ringing).toBeVisible()
  for (const name of ['Принять', 'Отклонить'])
    await expect(ringing.getByRole('button', { name })).toBeInViewport()
  await expectFits(b.page, 'incoming call, phone, dark')
  await ringing.getByRole('button', { name: 'Принять' }).click()

  // ---- The call screen fills the phone: every control on screen, the keyboard kept inside
  await calls.expectInCall(a.page)
  await calls.expectInCall(b.page)
  const screen = calls.screen(b.page)
  await expect(screen).toBeFocused()
  for (const name of ['Микрофон', 'Камера', 'Поднять руку', 'Настройки звонка', 'Свернуть', 'Завершить'])
    await expect(screen.getByRole('button', { name })).toBeInViewport()
  await expectFits(b.page, 'call screen, phone, dark')
  expect(await pageInert(b.page)).toBe(true)
  for (let i = 0; i < 10; i++) {
    await b.page.keyboard.press('Tab')
    expect(await focusInCall(b.page)).toBe(true)
  }

  // ---- Escape minimizes (the call goes on) into a window that leaves the page usable
  await b.page.keyboard.press('Escape')
  const expand = b.page.getByRole('button', { name: 'Развернуть' })
  await expect(expand).toBeFocused()
  await expect(b.page.getByTestId('call-root')).toHaveAttribute('data-call-status', 'received')
  expect(await pageInert(b.page)).toBe(false)
  await expectFits(b.page, 'minimized call, phone, dark')
  await expand.press('Enter')
  await expect(screen.getByRole('button', { name: 'Микрофон' })).toBeVisible()

  await screen.getByRole('button', { name: 'Завершить' }).click()
  await calls.expectIdle(b.page)
  await calls.expectIdle(a.page)
  await a.context.close()
  await b.context.close()
})
