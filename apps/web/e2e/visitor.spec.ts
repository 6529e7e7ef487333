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

  test('sees the empty key error on a link without a key', async ({ page }) => {
    await page.goto('/login-actions/verify-email')
    await expect(page.getByRole('alert')).toHaveText('В ссылке нет ключа. Откройте ссылку из письма ещё раз.')
  })
})
