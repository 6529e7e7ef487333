import { randomBytes } from 'node:crypto'
import { FileUploadAnswer, Upload, UploadItem } from '@nauka/contracts'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { axeViolations } from './axe'
import { createSignedInAccount, expect, STRONG_PASSWORD, test } from './fixtures'
import { tinyPdf } from './pdf'
import { copyBibtex, downloadFromPage, nameUser } from './publication'

/** The answer's body, read with its contract, once its status is the one expected. */
const ok = async <T>(
  answer: Awaited<ReturnType<APIRequestContext['get']>>,
  schema: { parse: (data: unknown) => T },
  status = 200,
): Promise<T> => {
  expect(answer.status(), await answer.text()).toBe(status)
  return schema.parse(await answer.json())
}

type Item = { title: string; link: string; pdf: Buffer }

/**
 * Publishes a single upload through the uploads API as the signed-in author of `request`: the
 * draft, its PDF, the metadata (SPEC 5's required fields), then publishing. Answers its page.
 */
const publishItem = async (request: APIRequestContext, authorId: number, level: string): Promise<Item> => {
  const title = `О новом радиоактивном веществе ${randomBytes(3).toString('hex')}`
  const pdf = tinyPdf(title)
  const upload = await ok(await request.post('/api/core/upload', { data: { cType: '126:1' } }), Upload, 201)
  const itemId = upload.items[0]?.id
  const [file] = await ok(
    await request.post('/api/core/files', {
      multipart: { files: { name: 'radium.pdf', mimeType: 'application/pdf', buffer: pdf } },
    }),
    FileUploadAnswer,
    201,
  )
  if (!itemId || !file) throw new Error('no item or no file')
  await ok(
    await request.post(`/api/core/upload/item/${itemId}/file`, { data: { files: [file.id] } }),
    UploadItem,
  )
  await ok(
    await request.put('/api/core/upload/item', {
      data: {
        id: itemId,
        metadata: {
          cType: '39:1',
          cLang: '2:1',
          cAccessLevel: level,
          title,
          titleEn: 'On a new radioactive substance',
          abstract: 'Мы нашли в урановой смолке новый элемент.',
          keywords: ['радий', 'радиоактивность'],
          authors: [{ lastName: 'Кюри', firstName: 'Мария', rUser: `202:${authorId}` }],
          identifiers: [{ cIdentifier: '38:56', value: '10.1000/radium.1898' }],
          place: 'Париж',
          year: 1898,
          pages: '1215–1217',
        },
      },
    }),
    UploadItem,
  )
  await ok(await request.post(`/api/core/upload/${upload.id}`), Upload)
  const { link } = await ok(await request.get(`/api/core/upload/item/${itemId}`), UploadItem)
  if (!link) throw new Error('the published item has no page')
  return { title, link, pdf }
}

/** A browser context nobody signed in to, in Russian. */
const visitorPage = async (browser: Browser, baseURL: string | undefined): Promise<Page> => {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' })
  return context.newPage()
}

test.describe('the publication page', () => {
  test('the author reads their item, copies its BibTeX and downloads its file; it is on their profile', async ({
    page,
    account,
  }) => {
    test.setTimeout(90_000)
    await nameUser(page.request, 'Мария', 'Кюри')
    const item = await publishItem(page.request, account.id, '59:1')

    await page.goto(item.link)
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible()
    await expect(page.getByText('Ваша публикация')).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Авторы' }).getByRole('link', { name: 'Мария Кюри' }),
    ).toHaveAttribute('href', `/profile/${account.id}`)
    await expect(page.getByRole('link', { name: '10.1000/radium.1898' })).toHaveAttribute(
      'href',
      'https://doi.org/10.1000/radium.1898',
    )

    // Cite: BibTeX first, copied to the clipboard.
    expect(await copyBibtex(page)).toContain(item.title)

    // The file, byte for byte, under its own name.
    const download = await downloadFromPage(page)
    expect(Buffer.compare(download.bytes, item.pdf)).toBe(0)
    expect(download.name).toBe('radium.pdf')

    // On the author's profile, linking back here.
    await page.goto('/profile')
    const section = page.getByRole('region', { name: 'Публикации' })
    await expect(section.getByRole('link', { name: item.title })).toHaveAttribute('href', item.link)
  })

  test('a visitor reads an open item without signing in; a registered-users item asks them to sign in and comes back', async ({
    page,
    browser,
    baseURL,
    account,
  }) => {
    test.setTimeout(90_000)
    await nameUser(page.request, 'Мария', 'Кюри')
    const open = await publishItem(page.request, account.id, '59:1')
    const registered = await publishItem(page.request, account.id, '59:2')
    // A reader with an account, who signs in from the publication page.
    const readerContext = await browser.newContext({ baseURL })
    const reader = await createSignedInAccount(await readerContext.newPage())
    await readerContext.close()

    const visitor = await visitorPage(browser, baseURL)
    await visitor.goto(open.link)
    await expect(visitor.getByRole('heading', { level: 1, name: open.title })).toBeVisible()
    await expect(visitor).toHaveURL(new RegExp(`${open.link}$`))
    await expect(visitor.getByRole('button', { name: 'Поделиться в ленте' })).toHaveCount(0)
    await expect(visitor.getByRole('button', { name: 'Цитировать' })).toBeVisible()

    await visitor.goto(registered.link)
    await expect(visitor.getByText('Войдите, чтобы прочитать')).toBeVisible()
    await expect(visitor.getByText(registered.title)).toHaveCount(0)
    await visitor.getByRole('main').getByRole('link', { name: 'Войти' }).click()
    await expect(visitor).toHaveURL(/\/login$/)
    await visitor.getByLabel('Электронная почта').fill(reader.email)
    await visitor.getByLabel(/^Пароль/).fill(STRONG_PASSWORD)
    await visitor.getByRole('button', { name: 'Войти', exact: true }).click()
    await expect(visitor).toHaveURL(new RegExp(`${registered.link}$`))
    await expect(visitor.getByRole('heading', { level: 1, name: registered.title })).toBeVisible()
    await visitor.context().close()
  })

  test('has no axe violations for a visitor and for the author with the cite dialog, light and dark, phone and desktop', async ({
    page,
    browser,
    baseURL,
    account,
  }) => {
    test.setTimeout(180_000)
    await nameUser(page.request, 'Мария', 'Кюри')
    const item = await publishItem(page.request, account.id, '59:1')
    const visitor = await visitorPage(browser, baseURL)
    const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }
    for (const scheme of ['light', 'dark'] as const) {
      for (const [device, viewport] of Object.entries(viewports)) {
        for (const [who, tab] of [
          ['visitor', visitor],
          ['author', page],
        ] as const) {
          const where = `${who}, ${scheme}, ${device}`
          await tab.setViewportSize(viewport)
          await tab.addInitScript((mode) => localStorage.setItem('mui-mode', mode), scheme)
          await tab.goto(item.link)
          await expect(tab.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme)
          await expect(tab.getByRole('heading', { level: 1, name: item.title })).toBeVisible()
          expect(await axeViolations(tab, where)).toEqual([])
          // Nothing runs off the side of a phone.
          const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          expect(overflow, where).toBeLessThanOrEqual(0)
          if (who === 'author') {
            await tab.getByRole('button', { name: 'Цитировать' }).click()
            const dialog = tab.getByRole('dialog', { name: 'Цитировать' })
            await expect(dialog.getByRole('textbox', { name: 'Библиографическая ссылка' })).toHaveValue(/^@/)
            expect(await axeViolations(tab, `${where}, cite dialog`)).toEqual([])
            // The keyboard reaches the formats and leaves with Escape.
            await dialog.getByRole('radio', { name: 'RIS' }).focus()
            await tab.keyboard.press('ArrowRight')
            await expect(dialog.getByRole('radio', { name: 'CSL-JSON' })).toBeChecked()
            await tab.keyboard.press('Escape')
            await expect(dialog).toHaveCount(0)
          }
        }
      }
    }
    await visitor.context().close()
  })
})
