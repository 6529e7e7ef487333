import { expect, test } from './fixtures'

test.describe('preferences survive a reload', () => {
  test('English stays English, and Russian comes back the same way', async ({ page }) => {
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'English' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Русский' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  })

  test('follows an English browser until a language is picked', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US', baseURL })
    const page = await context.newPage()
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Русский' }).click()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
    await context.close()
  })

  test('the dark theme stays dark, and light comes back', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/login')
    const scheme = page.locator('html')
    await expect(scheme).toHaveAttribute('data-mui-color-scheme', 'light')
    await page.getByRole('button', { name: 'Включить тёмную тему' }).click()
    await expect(scheme).toHaveAttribute('data-mui-color-scheme', 'dark')

    await page.reload()
    await expect(scheme).toHaveAttribute('data-mui-color-scheme', 'dark')
    await expect(page.getByRole('button', { name: 'Включить светлую тему' })).toBeVisible()

    await page.getByRole('button', { name: 'Включить светлую тему' }).click()
    await page.reload()
    await expect(scheme).toHaveAttribute('data-mui-color-scheme', 'light')
  })

  test('defaults to the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark')
  })
})
