import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { axeViolations, checkEverywhere } from './axe'
import { expect, test } from './fixtures'
import { nameUser, publishItem } from './publication'
import { allow } from './time'

/** Letters only, so both text configurations read it as one plain word. */
const uniqueWord = () => [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')

const resultsOf = (page: Page, tab = 'Публикации') => page.getByRole('list', { name: tab, exact: true })

/** Types into the simple box and searches with Enter (the suggestions stay unpicked). */
const simpleSearch = async (page: Page, words: string) => {
  const box = page.getByRole('combobox', { name: 'Что найти' })
  await box.fill(words)
  await box.press('Enter')
}

test.describe('search', () => {
  test('simple and detailed search, a facet, a result opened, the search saved, nothing found for nonsense', async ({
    page,
    account,
  }) => {
    // A long walk: three publications, axe in both themes at two widths, several searches.
    test.setTimeout(allow(90_000))
    // Two publications and a post of one author, told apart from every other test's by a word of their own.
    const word = uniqueWord()
    await nameUser(page.request, 'Мария', 'Склодовская')
    const authors = [{ lastName: 'Склодовская', firstName: 'Мария', rUser: `202:${account.id}` }]
    const article = await publishItem(page.request, account.id, '59:1', {
      title: `Квазикристаллы в алюминиевых сплавах ${word}`,
      cType: '39:1',
      keywords: ['квазикристаллы', word],
      authors,
      year: 2019,
    })
    const paper = await publishItem(page.request, account.id, '59:1', {
      title: `Электронные свойства квазикристаллов ${word}`,
      cType: '39:2',
      keywords: ['электроны', word],
      authors,
      year: 2021,
    })
    const posted = await page.request.post('/api/core/post', {
      data: { title: `Заметки о квазикристаллах ${word}`, text: `Семинар о квазикристаллах, ${word}.` },
    })
    expect(posted.status(), await posted.text()).toBe(201)

    // Simple search: another word form of the title finds it, with the words marked.
    await page.goto('/nausearch')
    await expect(page.getByText('Публикации, записи и люди')).toBeVisible()
    await simpleSearch(page, `квазикристаллами ${word}`)
    await expect(page).toHaveURL(/message=/)
    const found = resultsOf(page)
    await expect(found.getByRole('link', { name: article.title, exact: true })).toBeVisible()
    await expect(found.getByRole('link', { name: paper.title, exact: true })).toBeVisible()
    await expect(found.locator('mark').first()).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Публикации (2)' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Записи (1)' })).toBeVisible()
    await checkEverywhere(page, 'results', () => expect(resultsOf(page).getByRole('listitem')).toHaveCount(2))

    // A facet narrows to one type; its count said how many.
    // Clicked, not check(): the box follows the URL, which the router changes a moment later.
    const journal = page.getByRole('checkbox', { name: 'Статья в журнале (1)' })
    await journal.click()
    await expect(journal).toBeChecked()
    await expect(resultsOf(page).getByRole('listitem')).toHaveCount(1)
    await expect(resultsOf(page).getByRole('link', { name: article.title, exact: true })).toBeVisible()
    await page.goBack()
    await expect(resultsOf(page).getByRole('listitem')).toHaveCount(2)

    // Detailed search: the author and a period of years.
    await page.getByRole('button', { name: 'Расширенный поиск' }).click()
    await page.getByRole('textbox', { name: 'Автор' }).fill('Склодовская')
    const fromYear = page.getByRole('textbox', { name: 'Год издания с' })
    await fromYear.fill('2020')
    // Sent from the keyboard: a click could land while the form still unfolds and the page scrolls
    // (under load it hit "Очистить" beside "Искать").
    await fromYear.press('Enter')
    await expect(page).toHaveURL(/author=/)
    await expect(resultsOf(page).getByRole('listitem')).toHaveCount(1)
    await expect(resultsOf(page).getByRole('link', { name: paper.title, exact: true })).toBeVisible()

    // The search is saved under its words and listed beside the results.
    await page.getByRole('button', { name: 'Сохранить поиск', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Сохранить поиск' })
    await dialog.getByRole('button', { name: 'Сохранить', exact: true }).click()
    await expect(page.getByText('Поиск сохранён')).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Сохранённые поиски' }).getByRole('link', { name: /Открыть поиск/ }),
    ).toHaveCount(1)

    // A result opens its page.
    await resultsOf(page).getByRole('link', { name: paper.title, exact: true }).click()
    await expect(page).toHaveURL(paper.link)
    await expect(page.getByRole('heading', { name: paper.title })).toBeVisible()

    // The post is under its own tab.
    await page.goto(`/nausearch?message=${encodeURIComponent(word)}&kind=posts`)
    await expect(
      resultsOf(page, 'Записи').getByRole('link', { name: `Заметки о квазикристаллах ${word}`, exact: true }),
    ).toBeVisible()

    // Nonsense finds nothing, and says so.
    await page.goto('/nausearch')
    await simpleSearch(page, `${uniqueWord()}${uniqueWord()}`)
    await expect(page.getByText('Ничего не найдено')).toBeVisible()
    await checkEverywhere(page, 'no results', () => expect(page.getByText('Ничего не найдено')).toBeVisible())
  })

  test('on a phone the filters open in a drawer', async ({ page, account }) => {
    const word = uniqueWord()
    await publishItem(page.request, account.id, '59:1', { title: `Нейтронная оптика ${word}`, cType: '39:1' })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/nausearch?message=${word}`)
    await expect(resultsOf(page).getByRole('listitem')).toHaveCount(1)
    await page.getByRole('button', { name: 'Фильтры' }).click()
    const drawer = page.getByRole('dialog', { name: 'Уточнить поиск' })
    await expect(drawer).toBeVisible()
    expect(await axeViolations(page, 'filters drawer')).toEqual([])
    const withPdf = drawer.getByRole('checkbox', { name: 'С файлом PDF (1)' })
    await withPdf.click()
    await expect(withPdf).toBeChecked()
    await expect(page).toHaveURL(/pdf=true/)
    await drawer.getByRole('button', { name: 'Показать результаты' }).click()
    await expect(resultsOf(page).getByRole('listitem')).toHaveCount(1)
  })
})
