import type { Browser, Page } from '@playwright/test'
import { axeViolations } from './axe'
import { createSignedInAccount, expect, STRONG_PASSWORD, test } from './fixtures'
import { copyBibtex, downloadFromPage, nameUser, publishItem } from './publication'
import { allow } from './time'

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
    test.setTimeout(allow(90_000))
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
    test.setTimeout(allow(90_000))
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
    test.setTimeout(allow(180_000))
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
