import { randomInt } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { type AppServer, startAppServer } from './app-server'
import { axeViolations, checkEverywhere } from './axe'
import { MAILBOX_URL_ENV, readEnv, SMTP_URL_ENV } from './env'
import { createSignedInAccount, expect, LINK, STRONG_PASSWORD, test, uniqueEmail } from './fixtures'
import { mailedLink } from './mailbox'
import { gradientPng } from './png'
import { allow } from './time'

/** A word no earlier run has used, so the search finds exactly this listing. */
const uniqueWord = (): string => {
  const letters = 'бвгджзклмнпрстфхцчшщ'
  return `ямр${Array.from({ length: 7 }, () => letters[randomInt(letters.length)]).join('')}`
}

const nameUser = async (request: APIRequestContext, firstName: string, lastName: string) => {
  const named = await request.post('/api/core/user_profile/info', { data: { firstName, lastName } })
  expect(named.status(), await named.text()).toBe(200)
  return `${firstName} ${lastName}`
}

/** The open dialog's message list. */
const thread = (page: Page) => page.getByRole('list', { name: 'Сообщения' })

test.describe('marketplace: a listing found, its author contacted, the chat carrying it', () => {
  test('A publishes a listing with a picture and a price; B finds it by its words and writes to A; both see the listing in the chat', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(allow(180_000))
    const word = uniqueWord()
    const title = `Время на спектрометре ${word}`
    await createSignedInAccount(page)
    const nameA = await nameUser(page.request, 'Лев', 'Ландау')

    // ---- A publishes a listing through the form: a price in roubles, a place and a picture
    await page.goto('/marketplace')
    await expect(page.getByRole('heading', { level: 1, name: 'Маркетплейс' })).toBeVisible()
    await page.getByRole('button', { name: 'Разместить объявление' }).first().click()
    const editor = page.getByRole('dialog', { name: 'Новое объявление' })
    await editor.getByLabel('Категория').selectOption({ label: 'Время на оборудовании' })
    await editor.getByLabel('Заголовок').fill(title)
    await editor.getByLabel('Описание').fill('Два часа в неделю на ЯМР 400 МГц, с оператором.')
    await editor.getByRole('textbox', { name: 'Цена', exact: true }).fill('1500')
    await editor.getByLabel('Место').fill('Новосибирск, Академгородок')
    await editor
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'spectrometer.png', mimeType: 'image/png', buffer: gradientPng(64, 48) }])
    await expect(editor.getByRole('img', { name: 'Фото 1' })).toBeVisible()
    await expect(editor.getByRole('status')).toHaveCount(0)
    expect(await axeViolations(page, 'the listing form')).toEqual([])
    await editor.getByRole('button', { name: 'Опубликовать' }).click()
    await expect(page).toHaveURL(/\/marketplace\/\d+$/)
    const listingPath = new URL(page.url()).pathname
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText(/1\s500\s₽/)).toBeVisible()
    await expect(page.getByRole('img', { name: new RegExp(`Фото 1 из 1: ${title}`) })).toBeVisible()

    // ---- B finds it by words of its title
    const contextB = await browser.newContext({ baseURL, locale: 'ru-RU' })
    const pageB = await contextB.newPage()
    await createSignedInAccount(pageB)
    await nameUser(pageB.request, 'Пётр', 'Капица')
    await pageB.goto('/marketplace')
    await pageB.getByRole('searchbox', { name: 'Поиск по объявлениям' }).fill(`спектрометр ${word}`)
    await pageB.getByRole('button', { name: 'Найти' }).click()
    await expect(pageB).toHaveURL(/query=/)
    const found = pageB.getByRole('list', { name: 'Объявления' }).getByRole('link', { name: title })
    await expect(found).toHaveCount(1)
    await expect(pageB.getByRole('list', { name: 'Объявления' })).toContainText(nameA)
    await checkEverywhere(pageB, 'the search results', () => expect(found).toHaveCount(1))
    await found.click()
    await expect(pageB).toHaveURL(new RegExp(`${listingPath}$`))
    await expect(pageB.getByRole('link', { name: nameA })).toBeVisible()

    // ---- B contacts the author: the chat opens with the message showing the listing
    await pageB.getByRole('button', { name: 'Написать автору' }).click()
    const contact = pageB.getByRole('dialog', { name: 'Написать автору' })
    await contact
      .getByLabel('Первое сообщение (необязательно)')
      .fill('Здравствуйте! Свободно ли время в декабре?')
    await contact.getByRole('button', { name: 'Открыть чат' }).click()
    await expect(pageB).toHaveURL(/\/chats\/\d+$/)
    const dialogPath = new URL(pageB.url()).pathname
    const cardB = thread(pageB).getByRole('link', { name: new RegExp(`^Объявление ${title}`) })
    await expect(cardB).toBeVisible()
    await expect(cardB).toContainText('1 500')
    await expect(thread(pageB).getByText('Здравствуйте! Свободно ли время в декабре?')).toBeVisible()
    expect(await axeViolations(pageB, "B's chat with the listing")).toEqual([])

    // ---- A sees the same message with the listing in A's chat, and it opens the listing
    await page.goto(dialogPath)
    const cardA = thread(page).getByRole('link', { name: new RegExp(`^Объявление ${title}`) })
    await expect(cardA).toBeVisible()
    await expect(thread(page).getByText('Здравствуйте! Свободно ли время в декабре?')).toBeVisible()
    expect(await axeViolations(page, "A's chat with the listing")).toEqual([])
    await cardA.click()
    await expect(page).toHaveURL(new RegExp(`${listingPath}$`))

    // ---- Both pages pass axe on a phone and a desktop, light and dark
    await checkEverywhere(page, 'the listing page', () =>
      expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(),
    )
    await page.goto('/marketplace?mine=1')
    await checkEverywhere(page, 'my listings', () =>
      expect(page.getByRole('list', { name: 'Объявления' }).getByRole('link', { name: title })).toBeVisible(),
    )
    await contextB.close()
  })
})

/** The marketplace's moderator of a server of its own (MARKET_MODERATOR_EMAILS names them). */
test.describe('marketplace: the price filter', () => {
  test('a price range in a currency leaves the listings priced within it, kept in the address; a wrong bound is refused', async ({
    page,
  }) => {
    const word = uniqueWord()
    await createSignedInAccount(page)
    const priced = [
      { title: `Реактивы дешёвые ${word}`, price: { amount: '900', currency: 'RUB' } },
      { title: `Реактивы средние ${word}`, price: { amount: '4500.50', currency: 'RUB' } },
      { title: `Реактивы дорогие ${word}`, price: { amount: '12000', currency: 'RUB' } },
      { title: `Реактивы в долларах ${word}`, price: { amount: '50', currency: 'USD' } },
      { title: `Реактивы по договорённости ${word}`, price: null },
    ]
    for (const { title, price } of priced) {
      const created = await page.request.post('/api/core/market/listings', {
        data: { kind: 1, category: 3, title, description: 'Чистота 99,9 %.', price, remote: true },
      })
      expect(created.status(), await created.text()).toBe(201)
    }
    const list = page.getByRole('list', { name: 'Объявления' })
    const shown = () => list.getByRole('link', { name: new RegExp(`^Реактивы .* ${word}`) })

    await page.goto('/marketplace')
    await page.getByRole('searchbox', { name: 'Поиск по объявлениям' }).fill(word)
    await page.getByRole('button', { name: 'Найти' }).click()
    // The filters are keyed by the address and made anew when it changes: typing before the search
    // is in the address would go into the form about to be replaced (the list shows the five anyway).
    await expect(page).toHaveURL(/query=/)
    await expect(shown()).toHaveCount(priced.length)

    await page.getByRole('textbox', { name: 'Цена от' }).fill('1000')
    await page.getByRole('textbox', { name: 'Цена до' }).fill('5000')
    await page.getByRole('button', { name: 'Найти' }).click()
    await expect(page).toHaveURL(/priceMin=1000/)
    await expect(page).toHaveURL(/currency=RUB/)
    await expect(shown()).toHaveCount(1)
    await expect(shown()).toHaveText(new RegExp(`Реактивы средние ${word}`))

    // The address keeps the filter: a reload shows the same.
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Цена от' })).toHaveValue('1000')
    await expect(shown()).toHaveCount(1)

    // Dollars from 10: the dollar listing alone.
    await page.getByRole('combobox', { name: 'Валюта' }).selectOption('USD')
    // A choice applies at once: the form is made anew for the new address, so typing waits for it.
    await expect(page).toHaveURL(/currency=USD/)
    await page.getByRole('textbox', { name: 'Цена до' }).fill('')
    await page.getByRole('textbox', { name: 'Цена от' }).fill('10')
    await page.getByRole('button', { name: 'Найти' }).click()
    await expect(shown()).toHaveCount(1)
    await expect(shown()).toHaveText(new RegExp(`Реактивы в долларах ${word}`))

    // A bound that is not a price says so and leaves the list as it was.
    await page.getByRole('textbox', { name: 'Цена от' }).fill('дёшево')
    await page.getByRole('button', { name: 'Найти' }).click()
    await expect(page.getByRole('textbox', { name: 'Цена от' })).toHaveAccessibleDescription(/.+/)
    await expect(shown()).toHaveCount(1)
  })
})

const moderated = test.extend<{ site: { app: AppServer; moderatorEmail: string } }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const moderatorEmail = uniqueEmail('moderator')
      const app = await startAppServer(() => ({
        SMTP_URL: readEnv(SMTP_URL_ENV),
        MARKET_MODERATOR_EMAILS: moderatorEmail,
      }))
      await use({ app, moderatorEmail })
      await app.stop()
    },
    { timeout: 90_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.app.baseUrl)
  },
})

/** Signs up with this address (the moderator's) and confirms it, in the page's context. */
const signUpAs = async (page: Page, email: string) => {
  const registered = await page.request.post('/api/a/login-actions/register', {
    data: { username: email, password: STRONG_PASSWORD, lang: 1 },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const link = await mailedLink(readEnv(MAILBOX_URL_ENV), email, LINK.verifyEmail)
  const key = new URL(link).searchParams.get('key')
  const verified = await page.request.post('/api/a/login-actions/action-token', { data: { key } })
  expect(verified.status(), await verified.text()).toBe(200)
}

moderated.describe('marketplace: closing, reporting and the moderators', () => {
  moderated(
    'the author closes and reopens; a reader reports once; a moderator hides it; the author still sees it, marked',
    async ({ page, browser, baseURL, site }) => {
      moderated.setTimeout(180_000)
      const title = `Перевод статьи ${uniqueWord()}`
      await createSignedInAccount(page)
      await nameUser(page.request, 'Нина', 'Бари')
      const created = await page.request.post('/api/core/market/listings', {
        data: {
          kind: 1,
          category: 5,
          title,
          description: 'Перевод научных статей с русского на английский.',
          price: null,
          remote: true,
        },
      })
      expect(created.status(), await created.text()).toBe(201)
      const { id } = (await created.json()) as { id: number }

      // ---- A closes the listing and opens it again
      await page.goto(`/marketplace/${id}`)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByText('Договорная')).toBeVisible()
      await page.getByRole('button', { name: 'Закрыть', exact: true }).click()
      await expect(page.getByText('Объявление закрыто.')).toBeVisible()
      await page.getByRole('button', { name: 'Открыть снова' }).click()
      await expect(page.getByRole('button', { name: 'Закрыть', exact: true })).toBeVisible()

      // ---- A edits it on a phone in the dark theme: the form comes filled, and the change shows
      await page.evaluate(() => localStorage.setItem('mui-mode', 'dark'))
      await page.setViewportSize({ width: 390, height: 844 })
      await page.reload()
      await page.getByRole('button', { name: 'Редактировать' }).click()
      const edit = page.getByRole('dialog', { name: 'Редактирование объявления' })
      await expect(edit.getByLabel('Заголовок')).toHaveValue(title)
      await expect(edit.getByRole('checkbox', { name: 'Договорная цена' })).toBeChecked()
      await expect(edit.getByRole('checkbox', { name: 'Можно удалённо' })).toBeChecked()
      expect(await axeViolations(page, 'the edit form, dark, phone')).toEqual([])
      await edit.getByLabel('Описание').fill('Перевод и редактирование научных статей.')
      await edit.getByRole('button', { name: 'Сохранить' }).click()
      await expect(edit).toBeHidden()
      await expect(page.getByText('Перевод и редактирование научных статей.')).toBeVisible()
      await page.evaluate(() => localStorage.setItem('mui-mode', 'light'))
      await page.setViewportSize({ width: 1280, height: 800 })

      // ---- B reports it, once
      const contextB = await browser.newContext({ baseURL, locale: 'ru-RU' })
      const pageB = await contextB.newPage()
      await createSignedInAccount(pageB)
      await pageB.goto(`/marketplace/${id}`)
      await pageB.getByRole('button', { name: 'Пожаловаться' }).click()
      const report = pageB.getByRole('dialog', { name: 'Пожаловаться на объявление' })
      await report.getByRole('radio', { name: 'Мошенничество' }).check()
      await report.getByLabel('Комментарий (необязательно)').fill('Просит предоплату на карту')
      expect(await axeViolations(pageB, 'the report dialog')).toEqual([])
      await report.getByRole('button', { name: 'Отправить жалобу' }).click()
      await expect(pageB.getByRole('button', { name: 'Жалоба отправлена' })).toBeDisabled()
      await pageB.reload()
      await expect(pageB.getByRole('button', { name: 'Жалоба отправлена' })).toBeDisabled()

      // ---- The moderator finds the report and hides the listing
      const contextM = await browser.newContext({ baseURL, locale: 'ru-RU' })
      const pageM = await contextM.newPage()
      await signUpAs(pageM, site.moderatorEmail)
      await pageM.goto('/marketplace')
      await pageM.getByRole('link', { name: 'Жалобы' }).click()
      await expect(pageM).toHaveURL(/\/marketplace\/reports$/)
      const open = pageM.getByRole('list', { name: 'Жалобы' })
      await expect(open.getByRole('link', { name: title })).toBeVisible()
      await expect(open).toContainText('Мошенничество')
      await expect(open).toContainText('Просит предоплату на карту')
      await checkEverywhere(pageM, 'the reports', () =>
        expect(open.getByRole('link', { name: title })).toBeVisible(),
      )
      await open.getByRole('button', { name: 'Скрыть объявление' }).click()
      await expect(pageM.getByText('Жалоб нет')).toBeVisible()
      await pageM.getByRole('tab', { name: 'Рассмотренные' }).click()
      const resolved = pageM.getByRole('list', { name: 'Жалобы' })
      await expect(resolved.getByRole('link', { name: title })).toBeVisible()
      await expect(resolved).toContainText('Объявление скрыто')

      // ---- The author sees it hidden; the reader no longer finds it
      await page.reload()
      await expect(
        page.getByText('Объявление скрыто модераторами после жалобы. Его видите только вы.'),
      ).toBeVisible()
      await pageB.reload()
      await expect(pageB.getByText('Объявление не найдено или скрыто.')).toBeVisible()
      expect(await axeViolations(pageB, 'a hidden listing')).toEqual([])
      await contextB.close()
      await contextM.close()
    },
  )
})
