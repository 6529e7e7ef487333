import { axeViolations } from './axe'
import { createSignedInAccount, expect, test } from './fixtures'
import { keptCache } from './offline-cache'
import { gradientPng } from './png'
import { allow } from './time'

test('a follower reads the feed offline after a reload, with the offline indicator', async ({
  browser,
  page,
  context,
  baseURL,
  account: reader,
}) => {
  // The author, in a browser context of their own, publishes two posts through the API.
  const authorContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.250.0.1' },
  })
  const authorPage = await authorContext.newPage()
  const author = await createSignedInAccount(authorPage)
  const titles = ['Кристаллы при низких температурах', 'Отчёт о полевом сезоне']
  for (const title of titles) {
    const created = await authorPage.request.post('/api/core/post', {
      data: { title, text: `${title}: подробности.\nВторая строка.` },
    })
    expect(created.status(), await created.text()).toBe(201)
  }
  await authorContext.close()

  // The reader follows the author.
  const followed = await page.request.patch('/api/core/user_subscription', {
    data: [{ rEntity: `202:${author.id}`, subscribed: true }],
  })
  expect(followed.status(), await followed.text()).toBe(200)

  await page.goto('/feed')
  const feed = page.getByRole('list', { name: 'Лента' })
  for (const title of titles) await expect(feed.getByRole('heading', { name: title })).toBeVisible()

  // The service worker holds the shell, and the feed is kept for this reader.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: allow(15_000),
  })
  await expect.poll(() => keptCache(page)).toContain(titles[0])
  expect(await keptCache(page)).toContain(`user:${reader.id}`)

  await context.setOffline(true)
  await page.reload()

  await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible()
  await expect(page.getByText(/Вы не в сети — показана лента, загруженная/)).toBeVisible()
  for (const title of titles) await expect(feed.getByRole('heading', { name: title })).toBeVisible()
  // Writing waits for the connection.
  await expect(page.getByRole('button', { name: 'Новая публикация' })).toBeDisabled()
  await expect(feed.getByRole('button', { name: /^Нравится/ }).first()).toBeDisabled()

  await context.setOffline(false)
  await expect(page.getByRole('button', { name: 'Новая публикация' })).toBeEnabled()
  await expect(page.getByText(/Вы не в сети — показана лента/)).toBeHidden()
})

test('offline with no feed kept on this device, the feed says there is no connection', async ({
  page,
  context,
}) => {
  await createSignedInAccount(page)
  // The shell is installed by a first visit elsewhere; the feed itself was never loaded here.
  await page.goto('/profile')
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: allow(15_000),
  })

  await context.setOffline(true)
  await page.goto('/feed')
  await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible()
  await expect(page.getByText('Нет подключения', { exact: true })).toBeVisible()
})

test('the feed with posts and the post editor are accessible, and the editor refuses files before uploading', async ({
  page,
}) => {
  await createSignedInAccount(page)
  // An own post with a picture: it shows in the own feed and in "My publications".
  const uploaded = await page.request.post('/api/core/files', {
    multipart: { files: { name: 'map.png', mimeType: 'image/png', buffer: gradientPng(40, 30) } },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const [file] = (await uploaded.json()) as { id: string }[]
  const created = await page.request.post('/api/core/post', {
    data: { title: 'Карта раскопа', text: 'Слой за слоем.', files: [file?.id] },
  })
  expect(created.status(), await created.text()).toBe(201)

  await page.goto('/feed')
  const feed = page.getByRole('list', { name: 'Лента' })
  await expect(feed.getByRole('img', { name: 'map.png' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('tab', { name: 'Мои публикации' }).click()
  await expect(page).toHaveURL(/\/feed\?tab=mine$/)
  await expect(
    page.getByRole('list', { name: 'Мои публикации' }).getByRole('heading', { name: 'Карта раскопа' }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Новая публикация' }).click()
  const editor = page.getByRole('dialog', { name: 'Новая публикация' })
  await expect(editor.getByLabel('Заголовок')).toBeFocused()
  expect(await axeViolations(page)).toEqual([])

  // SPEC 5, checked in the browser before anything is sent.
  const uploads: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/core/files')) uploads.push(request.url())
  })
  const input = editor.getByLabel('Прикрепить файлы')
  await input.setInputFiles([
    { name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
  ])
  await expect(editor.getByRole('alert')).toContainText('tool.exe')
  await input.setInputFiles(
    Array.from({ length: 11 }, (_, i) => ({
      name: `${i}.png`,
      mimeType: 'image/png',
      buffer: gradientPng(4, 4),
    })),
  )
  await expect(editor.getByRole('alert')).toContainText('Не более 10 файлов')
  expect(uploads).toEqual([])

  await editor.getByRole('button', { name: 'Отмена' }).click()
  await expect(editor).toBeHidden()
})
