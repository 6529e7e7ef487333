import { randomBytes } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { createSignedInAccount, expect, test } from './fixtures'
import { gradientPng } from './png'
import { allow } from './time'

/** Every axe finding, of any impact, on the page as it is now. */
const violations = async (page: Page) => {
  const { violations: found } = await new AxeBuilder({ page }).analyze()
  return found.map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const nameUser = async (request: APIRequestContext, firstName: string, lastName: string) => {
  const named = await request.post('/api/core/user_profile/info', { data: { firstName, lastName } })
  expect(named.status(), await named.text()).toBe(200)
}

const publish = async (request: APIRequestContext, data: Record<string, unknown>) => {
  const created = await request.post('/api/core/post', { data })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { id: number }).id
}

/** Opens the feed and waits until its real-time socket is up (live events need it). */
const openLiveFeed = async (page: Page) => {
  const socket = page.waitForEvent('websocket')
  await page.goto('/feed')
  await socket
  await expect(page.getByRole('tabpanel')).toBeVisible()
}

const feedList = (page: Page) => page.getByRole('list', { name: 'Лента' })

test.describe('the live feed', () => {
  test('B publishes, A’s feed offers “1 new post”; B’s like, comment and edit change A’s post in place', async ({
    page,
    browser,
    baseURL,
    account,
  }) => {
    test.setTimeout(allow(90_000))
    const title = `Рентгеновские лучи ${randomBytes(3).toString('hex')}`
    await nameUser(page.request, 'Лиза', 'Мейтнер')
    await publish(page.request, { title: 'Моя старая публикация', text: 'Чтобы лента не была пустой.' })

    const other = await browser.newContext({ baseURL, locale: 'ru-RU' })
    const pageB = await other.newPage()
    const accountB = await createSignedInAccount(pageB)
    await nameUser(pageB.request, 'Вильгельм', 'Рентген')
    const followed = await page.request.patch('/api/core/user_subscription', {
      data: [{ rEntity: `202:${accountB.id}`, subscribed: true }],
    })
    expect(followed.status(), await followed.text()).toBe(200)

    // Every read of the feed is counted: live changes must not read it again.
    let feedReads = 0
    page.on('request', (request) => {
      if (request.url().includes(`/api/core/user_messages/list/${account.id}`)) feedReads += 1
    })
    await openLiveFeed(page)
    await expect(feedList(page).getByRole('article')).toHaveCount(1)
    expect(feedReads).toBe(1)

    // ---- B publishes: A is offered it, the list itself stays put
    const postId = await publish(pageB.request, { title, text: 'Новый вид излучения.' })
    const bar = page.getByRole('button', { name: '1 новая публикация' })
    await expect(bar).toBeVisible()
    await expect(feedList(page).getByRole('article')).toHaveCount(1)
    expect(await violations(page)).toEqual([])
    await bar.click()
    const post = feedList(page).getByRole('article', { name: title })
    await expect(post).toBeVisible()
    await expect(feedList(page).getByRole('article').first()).toHaveAccessibleName(title)
    await expect(bar).toBeHidden()

    // ---- B likes, comments and edits: A's post changes in place
    const liked = await pageB.request.put(`/api/core/post/${postId}/react`, {
      data: JSON.stringify('91:1'),
      headers: { 'content-type': 'application/json' },
    })
    expect(liked.status(), await liked.text()).toBe(200)
    await expect(post.getByRole('button', { name: 'Нравится: 1' })).toBeVisible()

    const commented = await pageB.request.post('/api/core/post/comment', {
      data: { rPost: `302:${postId}`, text: 'Снимок руки прилагаю.' },
    })
    expect(commented.status(), await commented.text()).toBe(201)
    await expect(post.getByRole('link', { name: 'Комментарии: 1' })).toBeVisible()

    const edited = await pageB.request.patch('/api/core/post', {
      data: { id: postId, text: 'Новый вид излучения: X-лучи.' },
    })
    expect(edited.status(), await edited.text()).toBe(200)
    await expect(post.getByText('Новый вид излучения: X-лучи.')).toBeVisible()
    await expect(post.getByText(/изменено/)).toBeVisible()

    // ---- B deletes: the post leaves A's feed
    expect((await pageB.request.delete(`/api/core/post/${postId}`)).status()).toBe(204)
    await expect(post).toHaveCount(0)
    expect(feedReads).toBe(1)
    await other.close()
  })

  for (const scheme of ['light', 'dark'] as const) {
    test(`phone and desktop, ${scheme}: the new posts bar, whole image previews, the Channels dialog and the post page’s navigation`, async ({
      page,
      browser,
      baseURL,
      account,
    }) => {
      test.setTimeout(allow(90_000))
      expect(account.id).toBeGreaterThan(0)
      await page.addInitScript((mode) => localStorage.setItem('mui-mode', mode), scheme)
      await nameUser(page.request, 'Мария', 'Кюри')
      // A wide figure with its caption at the left edge: a crop would cut it.
      const uploaded = await page.request.post('/api/core/files', {
        multipart: { files: { name: 'figure-1.png', mimeType: 'image/png', buffer: gradientPng(480, 120) } },
      })
      expect(uploaded.status(), await uploaded.text()).toBe(201)
      const [figure] = (await uploaded.json()) as { id: string }[]
      const postId = await publish(page.request, {
        title: 'Спектр радия',
        text: 'Рисунок 1.',
        files: [figure?.id],
      })

      const other = await browser.newContext({ baseURL, locale: 'ru-RU' })
      const pageB = await other.newPage()
      const accountB = await createSignedInAccount(pageB)
      const followed = await page.request.patch('/api/core/user_subscription', {
        data: [{ rEntity: `202:${accountB.id}`, subscribed: true }],
      })
      expect(followed.status(), await followed.text()).toBe(200)

      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height })
        await openLiveFeed(page)
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme)

        // The image is shown whole: scaled to fit its box, not cropped.
        const image = feedList(page).getByRole('img', { name: 'figure-1.png' })
        await expect(image).toBeVisible()
        expect(await image.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain')
        await expect(image.locator('xpath=..')).toHaveAttribute('href', /\/api\/core\/file\//)

        await publish(pageB.request, { title: `Заметка ${width}`, text: 'Коротко.' })
        await expect(page.getByRole('button', { name: '1 новая публикация' })).toBeVisible()
        expect(await violations(page)).toEqual([])

        // The Channels dialog: its sections are titled smaller than the dialog.
        await page.getByRole('button', { name: 'Каналы' }).click()
        const dialog = page.getByRole('dialog', { name: 'Каналы ленты' })
        const title = dialog.getByRole('heading', { level: 2, name: 'Каналы ленты' })
        const section = dialog.getByRole('heading', { level: 3, name: 'Новости платформы' })
        await expect(section).toBeVisible()
        const size = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize)
        expect(await section.evaluate(size)).toBeLessThan(await title.evaluate(size))
        // Checked once faded in: halfway through, its words blend into the page behind (axe measured
        // too little contrast on a busy machine).
        await expect(dialog.locator('xpath=..')).toHaveCSS('opacity', '1')
        expect(await violations(page)).toEqual([])
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
      }

      // On a phone the post page marks Feed in the bottom navigation, not More.
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`/userPost/${postId}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Спектр радия' })).toBeVisible()
      const bottom = page.getByRole('navigation', { name: 'Нижняя панель' })
      await expect(bottom.getByRole('link', { name: 'Лента' })).toHaveClass(/Mui-selected/)
      await expect(bottom.getByRole('button', { name: 'Ещё' })).not.toHaveClass(/Mui-selected/)
      await other.close()
    })
  }
})
