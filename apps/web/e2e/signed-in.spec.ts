import { axeViolations } from './axe'
import { createSignedInAccount, expect, test } from './fixtures'

test.describe('the signed-in layout', () => {
  // A fresh user per test, registered and confirmed through the API and the mailed link; the
  // session cookie is left in this test's browser.
  test.beforeEach(async ({ page }) => {
    await createSignedInAccount(page)
  })

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no axe violations on the feed and settings, ${scheme} theme`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('mui-mode', mode), scheme)
      await page.goto('/feed')
      await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])

      await page.goto('/settings?section=privacy')
      await expect(page.getByRole('combobox', { name: 'Кто видит мой профиль' })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('renders the privacy settings from the server model in the current language', async ({ page }) => {
    // The language is the account's (the app shows it at every sign-in and start).
    const probe = await (await page.request.get('/api/a/oauth2c/session')).json()
    const english = await page.request.put(`/api/core/user_prefs/${probe.userStatus.id}`, {
      data: { lang: 2 },
    })
    expect(english.status()).toBe(200)
    await page.goto('/settings?section=privacy')
    await expect(page.getByRole('heading', { level: 2, name: 'Privacy' })).toBeVisible()
    await page.getByRole('combobox', { name: 'Who can see my profile' }).click()
    await page.getByRole('option', { name: 'Followers', exact: true }).click()
    await expect(page.getByRole('combobox', { name: 'Who can see my profile' })).toHaveText('Followers')
    // Saved on the server (PATCH /user_profile/settings), so it is still there after a reload.
    await expect(page.getByText('Settings saved')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Who can see my profile' })).toHaveText('Followers')
  })

  test('remembers hidden bars across a reload', async ({ page }) => {
    await page.goto('/feed')
    await expect(page.getByRole('complementary')).toBeVisible()
    await page.getByRole('button', { name: 'Вид' }).click()
    await page.getByRole('menuitemcheckbox', { name: 'Правая панель' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('complementary')).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible()
    await expect(page.getByRole('complementary')).toHaveCount(0)
  })

  test('works on a phone: menu drawer and bottom navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/feed')
    const bottom = page.getByRole('navigation', { name: 'Нижняя панель' })
    await bottom.getByRole('link', { name: 'Чаты' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Чаты' })).toBeVisible()

    await page.getByRole('button', { name: 'Открыть меню' }).click()
    await page
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('link', { name: 'События' })
      .click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})
