import { TEST_IDP } from './env'
import { expect, test } from './fixtures'

test.describe('social sign-in', () => {
  test("signs in through the provider's login and consent pages and lands on the feed", async ({ page }) => {
    // The provider's development pages pull a web font; the tests stay off the internet.
    await page.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort())
    await page.goto('/login')
    await page.getByRole('button', { name: `Войти через ${TEST_IDP.name}` }).click()

    // The provider (a real OpenID Connect server on loopback): any password, then consent.
    await page.getByPlaceholder('Enter any login').fill(TEST_IDP.login)
    await page.getByPlaceholder('and password').fill('any-password')
    await page.getByRole('button', { name: 'Sign-in' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect(page).toHaveURL(/\/feed$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible()
    const session = await page.request.get('/api/a/oauth2c/validate')
    expect(session.status()).toBe(200)
    expect((await session.json()).userStatus.email).toBe(TEST_IDP.email)
  })

  test('shows the catalogue message when the server sends a failed sign-in back', async ({ page }) => {
    // A provider the server does not know comes back: the server redirects to /login?error=1120.
    await page.goto('/api/a/oauth2/callback/nobody?code=x&state=y')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('alert')).toHaveText('Этот способ входа недоступен')
  })
})
