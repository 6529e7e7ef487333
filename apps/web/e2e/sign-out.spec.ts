import type { Page } from '@playwright/test'
import { createSignedInAccount, expect, test } from './fixtures'
import { allow } from './time'

/** Issue 12: signing out leaves nothing of the person on the device for whoever comes next. */

/** The pending profile updates kept in IndexedDB (features/device/pending.store.ts). */
const pendingQueue = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('nauka-pending')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('updates').objectStore('updates').get('queue')
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            resolve((read.result ?? []) as unknown[])
            open.result.close()
          }
        }
      }),
  )

/** The kept query cache (app/queryPersistence.ts), as the text stored in IndexedDB, or null. */
const keptQueries = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('nauka-query-cache')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('queries').objectStore('queries').get('queries')
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            resolve((read.result as string | undefined) ?? null)
            open.result.close()
          }
        }
      }),
  )

test('A signs out offline with an edit pending; B signs in on the same browser and gets nothing of A', async ({
  page,
  context,
  browser,
  baseURL,
  account,
}) => {
  test.setTimeout(allow(90_000))
  // B's account exists already (made in a browser of B's own).
  const elsewhere = await browser.newContext({ baseURL })
  const b = await createSignedInAccount(await elsewhere.newPage())
  await elsewhere.close()

  // A reads the feed (kept for offline reading), then edits the profile offline.
  await page.goto('/feed')
  await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible()
  // The (empty) feed has loaded, so it is kept.
  await expect(page.getByText('Новостей пока нет')).toBeVisible()
  await expect.poll(() => keptQueries(page), { timeout: allow(20_000) }).toContain(`user:${account.id}"`)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Имя Фамилия' })).toBeVisible()
  // Offline, the app's code comes from the service worker (SPEC 1), the sign-out dialog's too: it
  // loads as it first opens (shared/lazyWhenOpen.ts), not with the page.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: allow(15_000),
  })
  await context.setOffline(true)
  const main = page.getByRole('region', { name: 'Основная информация' })
  await main.getByRole('button', { name: 'Изменить раздел «Основная информация»' }).click()
  const form = page.getByRole('form', { name: 'Основная информация' })
  await form.getByLabel('Имя', { exact: true }).fill('Лиза')
  await form.getByRole('button', { name: 'Сохранить' }).click()
  await expect(main.getByText('Ожидает отправки')).toBeVisible()
  await expect.poll(() => pendingQueue(page)).toHaveLength(1)

  // A signs out, still offline.
  await page
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('button', { name: 'Выйти' })
    .click()
  await page
    .getByRole('dialog', { name: 'Выйти из аккаунта?' })
    .getByRole('button', { name: 'Выйти' })
    .click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()

  // Nothing of A is left on the device.
  await expect.poll(() => pendingQueue(page)).toEqual([])
  await expect.poll(() => keptQueries(page)).toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('nauka.session'))).toBeNull()

  // Back online, B signs in on the same browser.
  const sent: string[] = []
  page.on('request', (request) => sent.push(`${request.method()} ${new URL(request.url()).pathname}`))
  await context.setOffline(false)
  await page.getByLabel('Электронная почта').fill(b.email)
  await page.getByLabel(/^Пароль/).fill(b.password)
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Имя Фамилия' })).toBeVisible()

  // A's session ended on the server once it could be reached, before B's began; A's edit never went.
  expect(sent).toContain('POST /api/a/oauth2c/logout')
  expect(sent.indexOf('POST /api/a/oauth2c/logout')).toBeLessThan(
    sent.indexOf('POST /api/a/login-actions/authenticate'),
  )
  expect(sent.filter((request) => request.includes('/user_profile/info'))).toEqual([])
  const aNow = await page.request.get(`/api/core/user_profile/info/${account.id}`)
  expect(aNow.status()).toBe(200)
  expect((await aNow.json()).firstName).not.toBe('Лиза')
  expect(await pendingQueue(page)).toEqual([])
  const kept = (await keptQueries(page)) ?? ''
  expect(kept).not.toContain(`user:${account.id}"`)
})
