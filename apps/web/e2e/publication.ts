import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

/** Gives the signed-in user of `request` a name, as the profile form would. */
export const nameUser = async (request: APIRequestContext, firstName: string, lastName: string) => {
  const named = await request.post('/api/core/user_profile/info', { data: { firstName, lastName } })
  expect(named.status(), await named.text()).toBe(200)
}

/**
 * On a publication's page: downloads its file with the page's own download link, answering the
 * bytes the browser saved and the name the server gave them.
 */
export const downloadFromPage = async (page: Page): Promise<{ bytes: Buffer; name: string }> => {
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Скачать', exact: true }).click()
  const download = await downloading
  return { bytes: await readFile(await download.path()), name: download.suggestedFilename() }
}

/**
 * On a publication's page: opens the cite dialog, checks that BibTeX comes first and copies it.
 * Answers what Chromium's clipboard then holds (read back, so the copy really happened), which is
 * what the dialog's box showed; the dialog is closed again.
 */
export const copyBibtex = async (page: Page): Promise<string> => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(page.url()).origin,
  })
  await page.getByRole('button', { name: 'Цитировать' }).click()
  const dialog = page.getByRole('dialog', { name: 'Цитировать' })
  await expect(dialog.getByRole('radio', { name: 'BibTeX' })).toBeChecked()
  const box = dialog.getByRole('textbox', { name: 'Библиографическая ссылка' })
  await expect(box).toHaveValue(/^@/)
  await dialog.getByRole('button', { name: 'Копировать' }).click()
  await expect(page.getByText('Скопировано')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await box.inputValue())
  await dialog.getByRole('button', { name: 'Закрыть' }).click()
  await expect(dialog).toHaveCount(0)
  return copied
}
