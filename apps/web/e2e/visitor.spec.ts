import { expect, test } from './fixtures'

test.describe('a visitor', () => {
  for (const path of ['/', '/some/unknown/path', '/feed']) {
    test(`lands on /login from ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
    })
  }

  test('sees the three document links on the registration page', async ({ page }) => {
    await page.goto('/registration')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute(
      'href',
      '/eula.pdf',
    )
    await expect(main.getByRole('link', { name: 'Политика обработки персональных данных' })).toHaveAttribute(
      'href',
      '/policy.pdf',
    )
    await expect(main.getByRole('link', { name: 'Правила размещения контента' })).toHaveAttribute(
      'href',
      '/content.pdf',
    )
  })

  test('cannot submit the sign-in form until both fields are filled with a valid e-mail', async ({
    page,
  }) => {
    await page.goto('/login')
    const submit = page.getByRole('button', { name: 'Войти', exact: true })
    await expect(submit).toBeDisabled()
    await page.getByLabel('Электронная почта').fill('not-an-email')
    await page.getByLabel(/^Пароль/).fill('secret')
    await expect(page.getByText('Введите корректный адрес электронной почты')).toBeVisible()
    await expect(submit).toBeDisabled()
    await page.getByLabel('Электронная почта').fill('ada@example.org')
    await expect(submit).toBeEnabled()
  })

  test('walks the visitor pages without a single console error or failed request', async ({ page }) => {
    // A visitor is no error: the start-up check answers 200 (GET /api/a/oauth2c/session), where a
    // 401 would be logged by the browser on every page load.
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`))
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
    })
    // The next page.goto cancels what the page was still fetching (idle chunk prefetch, the icon):
    // the browser's own abort, not a failure a visitor meets. Anything else failing still counts.
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? ''
      if (reason !== 'net::ERR_ABORTED') problems.push(`failed ${request.url()} ${reason}`)
    })

    for (const path of ['/', '/login', '/registration', '/restore-password', '/feed', '/no/such/page']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    await page.goto('/login')
    await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'EN', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click()
    await page.getByRole('link', { name: 'Create an account' }).click()
    await expect(page).toHaveURL(/\/registration$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/restore-password')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(problems).toEqual([])
  })

  test('sees the empty key error on a link without a key', async ({ page }) => {
    await page.goto('/login-actions/verify-email')
    await expect(page.getByRole('alert')).toHaveText('В ссылке нет ключа. Откройте ссылку из письма ещё раз.')
  })
})
