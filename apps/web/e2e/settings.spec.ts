import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { allow } from './time'

/** Issue 12: the settings on a phone and a desktop, light and dark. */

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 800 }
const SECTIONS = ['Оформление', 'Фото и обложка', 'Аккаунт', 'Приватность', 'Уведомления']

test('on a phone every settings section is in view, and each opens', async ({ page, account }) => {
  expect(account.id).toBeGreaterThan(0)
  await page.setViewportSize(phone)
  await page.goto('/settings')
  const sections = page.getByRole('navigation', { name: 'Разделы настроек' })
  for (const name of SECTIONS) {
    const tab = sections.getByRole('tab', { name })
    await expect(tab).toBeInViewport({ ratio: 1 })
    const box = await tab.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= phone.width, name).toBe(true)
  }
  // Nothing runs past the right edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
  await sections.getByRole('tab', { name: 'Уведомления' }).click()
  await expect(page).toHaveURL(/section=/)
  await expect(page.getByRole('heading', { level: 2, name: 'Уведомления' })).toBeVisible()
})

for (const [device, viewport] of Object.entries({ phone, desktop })) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the shell and every settings section have no axe violations on a ${device}, ${scheme}`, async ({
      page,
      account,
    }) => {
      expect(account.id).toBeGreaterThan(0)
      test.setTimeout(allow(90_000))
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto('/settings')
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme)
      const found: string[] = []
      for (const name of SECTIONS) {
        const nav = page.getByRole('navigation', { name: 'Разделы настроек' })
        await (device === 'phone' ? nav.getByRole('tab', { name }) : nav.getByRole('link', { name })).click()
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
        found.push(...(await axeViolations(page, name)))
      }
      expect(found).toEqual([])
    })
  }
}
