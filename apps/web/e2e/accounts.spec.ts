import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, LINK, STRONG_PASSWORD, test, uniqueEmail } from './fixtures'
import { allow } from './time'

const NEW_PASSWORD = 'Brand-New-Pass-7'

const signIn = async (page: Page, email: string, password: string, rememberMe = false) => {
  await page.goto('/login')
  await page.getByLabel('Электронная почта').fill(email)
  await page.getByLabel(/^Пароль/).fill(password)
  if (rememberMe) await page.getByLabel('Запомнить меня').check()
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
}

const signOut = async (page: Page) => {
  await page
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('button', { name: 'Выйти' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Выйти из аккаунта?' })
  await dialog.getByRole('button', { name: 'Выйти' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
}

const register = async (page: Page, email: string, password: string) => {
  await page.goto('/registration')
  await page.getByLabel('Электронная почта').fill(email)
  await page.getByRole('button', { name: 'Далее' }).click()
  await page.getByLabel(/^Пароль/).fill(password)
  await page.getByLabel(/^Повторите пароль/).fill(password)
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
  await expect(page.getByText(email, { exact: true })).toBeVisible()
}

const requestRestore = async (page: Page, email: string) => {
  await page.goto('/restore-password')
  await page.getByLabel('Электронная почта').fill(email)
  await page.getByRole('button', { name: 'Отправить ссылку' }).click()
  await expect(page.getByRole('status').getByText(email, { exact: true })).toBeVisible()
}

const setNewPassword = async (page: Page, link: string, password: string) => {
  await page.goto(link)
  await page.getByLabel(/^Новый пароль/).fill(password)
  await page.getByLabel(/^Повторите новый пароль/).fill(password)
  await page.getByRole('button', { name: 'Сохранить пароль' }).click()
  await expect(page.getByText('Пароль изменён, остальные сеансы завершены.', { exact: false })).toBeVisible()
}

test.describe('accounts', () => {
  test('sign up and restore through the mail: only the new password signs in afterwards', async ({
    page,
    mailLink,
  }) => {
    // A sign-up, two mails, a restore and two sign-ins: on CI's two busy workers this took over 30 s.
    test.setTimeout(allow(60_000))
    const email = uniqueEmail('signup')
    await register(page, email, STRONG_PASSWORD)
    // SPEC 2: back is disabled on the last step; finishing clears the sign-up and goes home.
    await expect(page.getByRole('button', { name: 'Назад' })).toBeDisabled()
    await page.getByRole('button', { name: 'Готово' }).click()
    await expect(page).toHaveURL(/\/login$/)

    // The verification link of the mail signs this browser in.
    await page.goto(await mailLink(email, LINK.verifyEmail))
    await expect(page).toHaveURL(/\/feed$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible()
    await expect(page.getByText('Почта подтверждена. Добро пожаловать в Науку!')).toBeVisible()
    await signOut(page)

    await page.getByRole('link', { name: 'Забыли пароль?' }).click()
    await requestRestore(page, email)
    await setNewPassword(page, await mailLink(email, LINK.resetCredentials), NEW_PASSWORD)
    // SPEC 2: the success button resets the state and goes home.
    await page.getByRole('button', { name: 'На главную' }).click()
    await expect(page).toHaveURL(/\/login$/)

    await signIn(page, email, NEW_PASSWORD)
    await expect(page).toHaveURL(/\/feed$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible()
    await signOut(page)

    await signIn(page, email, STRONG_PASSWORD)
    await expect(page.getByRole('alert')).toHaveText('Неверная почта или пароль')
    await expect(page).toHaveURL(/\/login$/)
    await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'EN', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password')
  })

  test('an unconfirmed account is told to confirm and can have the link sent again', async ({
    page,
    mailLink,
  }) => {
    const email = uniqueEmail('unconfirmed')
    const registered = await page.request.post('/api/a/login-actions/register', {
      data: { username: email, password: STRONG_PASSWORD, lang: 1 },
    })
    expect(registered.status()).toBe(201)
    await signIn(page, email, STRONG_PASSWORD)
    await expect(page.getByRole('alert')).toHaveText('Сначала завершите обязательный шаг (проверьте почту)')
    await page.getByRole('button', { name: 'Отправить ссылку ещё раз' }).click()
    await expect(page.getByText(`Если аккаунт ${email} ждёт подтверждения`, { exact: false })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Отправить снова через \d+ с$/ })).toBeDisabled()
    // The second verification mail works like the first.
    await page.goto(await mailLink(email, LINK.verifyEmail, 1))
    await expect(page).toHaveURL(/\/feed$/)
  })

  test('remember me keeps the session cookie for 30 days; without it the cookie ends with the browser', async ({
    page,
    account,
  }) => {
    const sessionCookie = async () =>
      (await page.context().cookies()).find((c) => c.name === 'nauka_session' && c.value !== '')
    await page.context().clearCookies()
    await signIn(page, account.email, account.password)
    await expect(page).toHaveURL(/\/feed$/)
    expect((await sessionCookie())?.expires).toBe(-1)

    await page.context().clearCookies()
    await signIn(page, account.email, account.password, true)
    await expect(page).toHaveURL(/\/feed$/)
    const days = (((await sessionCookie())?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29)
    expect(days).toBeLessThanOrEqual(30)
  })

  test('changes the password in the settings; the old one no longer signs in', async ({ page, account }) => {
    await page.goto('/settings?section=account')
    await expect(page.getByRole('heading', { level: 2, name: 'Аккаунт' })).toBeVisible()
    await expect(page.getByText(account.email, { exact: true })).toBeVisible()

    const form = page.getByRole('form', { name: 'Смена пароля' })
    await form.getByLabel(/^Текущий пароль/).fill('Not-The-Password-1')
    await form.getByLabel(/^Новый пароль/).fill(NEW_PASSWORD)
    await form.getByLabel(/^Повторите новый пароль/).fill(NEW_PASSWORD)
    await form.getByRole('button', { name: 'Сменить пароль' }).click()
    await expect(form.getByRole('alert')).toHaveText('Неверный пароль. Пароль не изменён.')
    await expect(form.getByText('Текущий пароль указан неверно')).toBeVisible()

    await form.getByLabel(/^Текущий пароль/).fill(account.password)
    await form.getByRole('button', { name: 'Сменить пароль' }).click()
    await expect(form.getByText('Пароль изменён. На других устройствах выполнен выход.')).toBeVisible()
    await expect(form.getByLabel(/^Текущий пароль/)).toHaveValue('')

    await signOut(page)
    await signIn(page, account.email, account.password)
    await expect(page.getByRole('alert')).toHaveText('Неверная почта или пароль')
    await signIn(page, account.email, NEW_PASSWORD)
    await expect(page).toHaveURL(/\/feed$/)
  })
})

test.describe('accounts: accessibility', () => {
  // Eight screens, each scanned by axe, and two mails: past 30 s on a CI machine running two browsers.
  test.describe.configure({ timeout: 90_000 })
  for (const scheme of ['light', 'dark'] as const) {
    test(`registration, restore and change-password screens have no axe violations, ${scheme} theme`, async ({
      page,
      mailLink,
    }) => {
      await page.addInitScript((mode) => localStorage.setItem('mui-mode', mode), scheme)
      const problems: string[] = []
      const email = uniqueEmail('axe')

      await page.goto('/registration')
      await page.getByLabel('Электронная почта').fill(email)
      problems.push(...(await axeViolations(page, 'registration step 1')))
      await page.getByRole('button', { name: 'Далее' }).click()
      await page.getByLabel(/^Пароль/).fill('short')
      problems.push(...(await axeViolations(page, 'registration step 2')))
      await page.getByRole('button', { name: 'Требования к паролю' }).click()
      await expect(page.getByRole('dialog', { name: 'Требования к паролю' })).toBeVisible()
      problems.push(...(await axeViolations(page, 'password rules dialog')))
      await page.getByRole('button', { name: 'Закрыть' }).click()
      await page.getByLabel(/^Пароль/).fill(STRONG_PASSWORD)
      await page.getByLabel(/^Повторите пароль/).fill(STRONG_PASSWORD)
      await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
      await expect(page.getByText(email, { exact: true })).toBeVisible()
      problems.push(...(await axeViolations(page, 'registration step 3')))

      await page.goto(await mailLink(email, LINK.verifyEmail))
      await expect(page).toHaveURL(/\/feed$/)
      await page.goto('/settings?section=account')
      await expect(page.getByRole('heading', { level: 2, name: 'Аккаунт' })).toBeVisible()
      problems.push(...(await axeViolations(page, 'settings: account')))

      await page.context().clearCookies()
      await page.goto('/restore-password')
      await page.getByLabel('Электронная почта').fill(email)
      problems.push(...(await axeViolations(page, 'restore: e-mail')))
      await page.getByRole('button', { name: 'Отправить ссылку' }).click()
      await expect(page.getByRole('status').getByText(email, { exact: true })).toBeVisible()
      problems.push(...(await axeViolations(page, 'restore: mail sent')))
      await page.goto(await mailLink(email, LINK.resetCredentials))
      await expect(page.getByLabel(/^Новый пароль/)).toBeVisible()
      problems.push(...(await axeViolations(page, 'restore: new password')))
      await page.getByLabel(/^Новый пароль/).fill(NEW_PASSWORD)
      await page.getByLabel(/^Повторите новый пароль/).fill(NEW_PASSWORD)
      await page.getByRole('button', { name: 'Сохранить пароль' }).click()
      await expect(page.getByRole('button', { name: 'На главную' })).toBeVisible()
      problems.push(...(await axeViolations(page, 'restore: success')))

      await page.goto('/login-actions/verify-email?key=not-a-key')
      await expect(page.getByRole('alert')).toHaveText('Ссылка недействительна')
      problems.push(...(await axeViolations(page, 'verify: dead link')))

      expect(problems).toEqual([])
    })
  }
})
