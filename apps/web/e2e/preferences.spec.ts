import { expect, test } from './fixtures'

test.describe('preferences survive a reload', () => {
  test('English stays English, and Russian comes back the same way', async ({ page }) => {
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'EN', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'RU', exact: true })
      .click()
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
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'RU', exact: true })
      .click()
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

test.describe('language and theme belong to the account', () => {
  test('a fresh sign-in in another browser brings back English and the dark theme', async ({
    page,
    browser,
    baseURL,
    account,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/feed')
    await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible()
    await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'EN', exact: true }).click()
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark')
    // Saved on the account (debounced), not only in this browser.
    await expect
      .poll(async () => (await page.request.get(`/api/core/user_prefs/${account.id}`)).json())
      .toEqual({ lang: 2, theme: { kind: 'dark' } })

    // Another browser: Russian and light until the account is known.
    const other = await browser.newContext({ baseURL, locale: 'ru-RU', colorScheme: 'light' })
    const fresh = await other.newPage()
    await fresh.goto('/login')
    await expect(fresh.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
    await expect(fresh.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light')
    await fresh.getByLabel('Электронная почта').fill(account.email)
    await fresh.getByLabel(/^Пароль/).fill(account.password)
    await fresh.getByRole('button', { name: 'Войти', exact: true }).click()
    await expect(fresh.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible()
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'en')
    await expect(fresh.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark')

    // And a reload there keeps them.
    await fresh.reload()
    await expect(fresh.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible()
    await expect(fresh.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark')
    await other.close()
  })
})
