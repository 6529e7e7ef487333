import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { FileUploadAnswer, Upload, UploadItem } from '@nauka/contracts'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'
import { tinyPdf } from './pdf'

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

/** The answer's body, read with its contract, once its status is the one expected. */
export const ok = async <T>(
  answer: Awaited<ReturnType<APIRequestContext['get']>>,
  schema: { parse: (data: unknown) => T },
  status = 200,
): Promise<T> => {
  expect(answer.status(), await answer.text()).toBe(status)
  return schema.parse(await answer.json())
}

export type Item = { title: string; link: string; pdf: Buffer }

/**
 * Publishes a single upload through the uploads API as the signed-in author of `request`: the
 * draft, its PDF, the metadata (SPEC 5's required fields), then publishing. Answers its page.
 * `metadata` replaces fields of the default item (another title, type, keywords…).
 */
export const publishItem = async (
  request: APIRequestContext,
  authorId: number,
  level: string,
  metadata: Record<string, unknown> = {},
): Promise<Item> => {
  const title =
    typeof metadata.title === 'string'
      ? metadata.title
      : `О новом радиоактивном веществе ${randomBytes(3).toString('hex')}`
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
          ...metadata,
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
