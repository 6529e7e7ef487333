import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { gradientPng } from './png'

/** The pending updates kept in IndexedDB (features/device/pending.store.ts), as kind and status. */
const storedQueue = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ kind: string; status: string }[]>((resolve, reject) => {
        const open = indexedDB.open('nauka-pending')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('updates').objectStore('updates').get('queue')
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            const queue = (read.result ?? []) as { payload: { kind: string }; status: string }[]
            resolve(queue.map((item) => ({ kind: item.payload.kind, status: item.status })))
            open.result.close()
          }
        }
      }),
  )

test('profile and avatar edits made offline are kept as pending and sent once back online', async ({
  page,
  context,
  account,
}) => {
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Имя Фамилия' })).toBeVisible()

  await context.setOffline(true)
  await expect(page.getByText('Нет подключения к сети. Данные могут быть устаревшими.')).toBeVisible()

  // The main info, edited offline: shown at once, marked pending.
  const main = page.getByRole('region', { name: 'Основная информация' })
  await main.getByRole('button', { name: 'Изменить раздел «Основная информация»' }).click()
  const form = page.getByRole('form', { name: 'Основная информация' })
  await form.getByLabel('Имя', { exact: true }).fill('Лиза')
  await form.getByLabel('Фамилия', { exact: true }).fill('Мейтнер')
  await form.getByLabel('Фамилия на английском').fill('Meitner')
  await form.getByRole('button', { name: 'Сохранить' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Лиза Мейтнер' })).toBeVisible()
  await expect(main.getByText('Ожидает отправки')).toBeVisible()

  // The avatar, cropped and changed offline.
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Сменить фото' }).click()
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng(300, 420, 40) })
  const crop = page.getByRole('dialog', { name: 'Обрежьте фото' })
  await expect(crop.getByRole('img', { name: 'Выбранное изображение' })).toBeVisible()
  await crop.getByRole('button', { name: 'Сохранить' }).click()
  await expect(crop).toBeHidden()
  // The named avatar is the picture's frame; the photo inside it is the preview of the pending one.
  const photo = page.getByRole('img', { name: 'Лиза Мейтнер' }).locator('img')
  await expect(photo).toHaveAttribute('src', /^blob:/)

  const notice = page.getByRole('status').filter({ hasText: 'Изменений ждут отправки: 2' })
  await expect(notice).toContainText('Изменения будут отправлены, когда вы снова будете в сети.')
  // Kept in IndexedDB, so a closed tab or a reload would not lose them.
  await expect
    .poll(() => storedQueue(page))
    .toEqual([
      { kind: 'info', status: 'waiting' },
      { kind: 'avatar', status: 'waiting' },
    ])

  // Back online: sent in order, the profile read again from the server.
  await context.setOffline(false)
  await expect(page.getByText('Изменения, сделанные без сети, сохранены')).toBeVisible()
  await expect(notice).toBeHidden()
  await expect(main.getByText('Ожидает отправки')).toBeHidden()
  await expect(photo).toHaveAttribute('src', /\/api\/core\/user_profile\/\d+\/image\?v=/)
  await expect.poll(() => storedQueue(page)).toEqual([])

  // The server has them.
  const answer = await page.request.get(`/api/core/user_profile/${account.id}`)
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toMatchObject({
    firstName: 'Лиза',
    lastName: 'Мейтнер',
    lastNameEn: 'Meitner',
    imageUrl: expect.stringMatching(/image\?v=/),
  })

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Лиза Мейтнер' })).toBeVisible()
  await expect(page.getByText('Meitner', { exact: true })).toBeVisible()
  await expect(page.getByText('Ожидает отправки')).toHaveCount(0)
})
