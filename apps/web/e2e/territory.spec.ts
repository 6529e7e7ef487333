import { REQUIRED, VALIDATION_TEXTS } from '@nauka/contracts'
import type { Page } from '@playwright/test'
import { pdfBytes, TITLE_SIZE } from '../../server/src/modules/publications/pdf/pdf.fixtures'
import { axeViolations, checkEverywhere } from './axe'
import { createSignedInAccount, expect, test } from './fixtures'
import { copyBibtex, downloadFromPage, nameUser } from './publication'
import { allow } from './time'

const TITLE = 'Spectral gaps of quantum graphs'
const required = (key: keyof typeof REQUIRED) => VALIDATION_TEXTS.ru[REQUIRED[key]]
/** SPEC 5: the fields publishing asks for. */
const PUBLISH_REQUIRED = [
  'publicationType',
  'publicationLanguage',
  'accessLevel',
  'publicationName',
  'keywords',
  'authors',
  'place',
] as const

/** A paper's first page the server's extraction can read a form from (title, authors, abstract …). */
const paper = () =>
  pdfBytes({
    bareInfo: true,
    lang: 'en-GB',
    pages: [
      [
        { text: TITLE, size: TITLE_SIZE, align: 'center' },
        { text: 'Marie Curie, Niels Bohr', gapBefore: 1 },
        { text: 'Abstract. We bound the spectral gap of a quantum graph by its diameter.', gapBefore: 1 },
        { text: 'Keywords: quantum graphs, spectral gap.', gapBefore: 1 },
        { text: 'DOI: 10.1234/graphs.2021.7' },
      ],
      [{ text: 'The second page speaks of eigenvalues.' }],
    ],
  })

/** Picks a catalogue value by typing part of its term. */
const pick = async (page: Page, field: string, typed: string, option: string) => {
  await page.locator(`#publication-${field}`).fill(typed)
  await page.getByRole('option', { name: option, exact: true }).click()
}

test.describe('my territory', () => {
  test('an author uploads a PDF, fills the form from it, meets the required messages and publishes; the item has its page, file and BibTeX, and a follower is told', async ({
    page,
    account,
    browser,
    baseURL,
  }) => {
    test.setTimeout(allow(300_000))
    await nameUser(page.request, 'Мария', 'Кюри')

    // ---- Someone follows the author from their profile, in a browser of their own
    const followerContext = await browser.newContext({ baseURL, locale: 'ru-RU' })
    const follower = await followerContext.newPage()
    await createSignedInAccount(follower)
    await follower.goto(`/profile/${account.id}`)
    await follower.getByRole('button', { name: 'Подписаться' }).click()
    await expect(follower.getByRole('button', { name: 'Отписаться' })).toBeVisible()

    await page.goto('/my_territory')
    await expect(page.getByText('Загрузок пока нет')).toBeVisible()
    await checkEverywhere(page, 'empty list', () => expect(page.getByText('Загрузок пока нет')).toBeVisible())

    // ---- A new single upload opens its item
    await page.getByRole('button', { name: 'Новая загрузка' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Новая загрузка' })
    expect(await axeViolations(page, 'new upload dialog')).toEqual([])
    await dialog.getByRole('button', { name: 'Создать' }).click()
    await expect(page).toHaveURL(/\/my_territory\/item\/[0-9a-f-]{36}$/)
    const form = page.getByRole('form', { name: 'Форма публикации' })
    const pdf = await paper()

    // ---- Publishing an empty draft names every required field (SPEC 5)
    await page.getByRole('button', { name: 'Опубликовать' }).click()
    for (const key of PUBLISH_REQUIRED) await expect(form.getByText(required(key))).toBeVisible()
    await expect(page.locator('#publication-cType')).toBeFocused()

    // ---- The PDF goes up with its progress, and its reading offers to fill the form
    const files = page.getByRole('region', { name: 'Файлы' })
    await files.locator('input[type="file"]').setInputFiles({
      name: 'paper.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    })
    await expect(files.getByRole('link', { name: 'paper.pdf' })).toBeVisible()
    const offer = form.getByRole('region', { name: 'Заполнить из PDF' })
    await expect(offer).toBeVisible({ timeout: 60_000 })
    await offer.getByRole('button', { name: 'Заполнить из PDF' }).click()
    await expect(page.locator('#publication-title')).toHaveValue(TITLE)
    await expect(page.getByRole('textbox', { name: 'Фамилия, Автор 1' })).toHaveValue('Curie')
    await expect(form.getByText(required('publicationName'))).toHaveCount(0)
    await expect(form.getByText(required('authors'))).toHaveCount(0)

    // ---- The rest by hand; a field emptied again shows its message again
    await pick(page, 'cType', 'Статья в', 'Статья в журнале')
    await page.locator('#publication-cAccessLevel').click()
    await page.getByRole('option', { name: 'Открытый доступ' }).click()
    await page.locator('#publication-place').fill('Москва')
    if (await form.getByText(required('publicationLanguage')).isVisible())
      await pick(page, 'cLang', 'англ', 'английский')
    await page.locator('#publication-title').fill('')
    await expect(form.getByText(required('publicationName'))).toBeVisible()
    await page.locator('#publication-title').fill(TITLE)
    // The first author is the one signed in: linked, they will see the item on their profile.
    await page.getByRole('button', { name: 'Это я: Автор 1' }).click()
    await expect(form.getByRole('link', { name: 'вы' })).toHaveAttribute('href', `/profile/${account.id}`)
    for (const key of PUBLISH_REQUIRED) await expect(form.getByText(required(key))).toHaveCount(0)

    // ---- Save the draft, then publish
    await page.getByRole('button', { name: 'Сохранить черновик' }).click()
    await expect(page.getByRole('status').getByText('Сохранено')).toBeVisible()
    const itemUrl = page.url()
    await checkEverywhere(page, 'item editor', () =>
      expect(page.locator('#publication-title')).toHaveValue(TITLE),
    )

    // ---- The follower has their feed open (its socket up) as the author publishes
    const socket = follower.waitForEvent('websocket')
    await follower.goto('/feed')
    await socket
    // Nothing there yet: the follower follows no one else.
    await expect(
      follower.getByRole('tabpanel', { name: 'Лента' }).getByText('Новостей пока нет'),
    ).toBeVisible()
    // The announcement is a background job and its toast goes by itself: watched from now on, so
    // whatever the author does meanwhile, the toast is seen while it is up.
    const toast = follower
      .locator('.notistack-MuiContent')
      .filter({ hasText: 'Мария Кюри: новая публикация' })
      .filter({ hasText: TITLE })
    const told = expect(toast).toBeVisible({ timeout: 60_000 })

    await page.getByRole('button', { name: 'Опубликовать' }).click()
    await expect(page.getByRole('link', { name: 'Открыть его публичную страницу' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Сохранить изменения' })).toBeVisible()
    expect(page.url()).toBe(itemUrl)

    // ---- The list shows it first, published, with its file
    await page.getByRole('link', { name: 'Моя территория' }).first().click()
    const list = page.getByRole('list', { name: 'Ваши загрузки' })
    const row = list.getByRole('article').first()
    await expect(row.getByRole('link', { name: TITLE, exact: true })).toBeVisible()
    await expect(row.getByText('Опубликовано')).toBeVisible()
    await expect(row.getByText('1 файл')).toBeAttached()
    await checkEverywhere(page, 'list', () =>
      expect(list.getByRole('link', { name: TITLE, exact: true })).toBeVisible(),
    )

    // ---- The filters: drafts hide it, published shows it
    await page.getByRole('combobox', { name: 'Статус' }).click()
    await page.getByRole('option', { name: 'Черновики' }).click()
    await expect(page.getByText('Под фильтры ничего не подходит')).toBeVisible()
    await page.getByRole('combobox', { name: 'Статус' }).click()
    await page.getByRole('option', { name: 'Опубликованные' }).click()
    await expect(list.getByRole('link', { name: TITLE, exact: true })).toBeVisible()

    // ---- From the list straight to the item's public page: its file, byte for byte, and its BibTeX
    const publicLink = list.getByRole('link', { name: `Открыть публикацию «${TITLE}»` })
    const publicPath = await publicLink.getAttribute('href')
    expect(publicPath).toMatch(/^\/publication\/[^/]+$/)
    await publicLink.click()
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(publicPath)
    const download = await downloadFromPage(page)
    expect(Buffer.compare(download.bytes, pdf)).toBe(0)
    expect(download.name).toBe('paper.pdf')
    expect(await copyBibtex(page)).toContain(TITLE)

    // ---- The follower was told, and their feed offers the announcement with the item's chip
    await told
    await follower.getByRole('button', { name: '1 новая публикация' }).click()
    const chip = follower
      .getByRole('list', { name: 'Лента' })
      .getByRole('article', { name: TITLE })
      .getByRole('link', { name: `Публикация: ${TITLE}` })
    await expect(chip).toBeVisible()
    // Read afresh (the announcement is the feed's own now), in both themes at both sizes.
    await checkEverywhere(follower, 'follower feed', () => expect(chip).toBeVisible())
    await chip.click()
    await expect(follower.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    expect(new URL(follower.url()).pathname).toBe(publicPath)
    await followerContext.close()
  })
})
