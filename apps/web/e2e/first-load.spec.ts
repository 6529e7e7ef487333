import type { Page, Request } from '@playwright/test'
import { MIN_BYTES } from '../build/precompress'
import { expect, test } from './fixtures'

/** The requests of a first /feed load that decide when its first post can show. */
type Step = 'session' | 'layout' | 'page' | 'feed' | 'me'

const STEPS: Record<Step, RegExp> = {
  // The start-up session check (the visitor-friendly probe, or validate).
  session: /\/api\/a\/oauth2c\/(session|validate)(\?|$)/,
  layout: /\/assets\/AppLayout-[\w-]+\.js$/,
  page: /\/assets\/FeedPage-[\w-]+\.js$/,
  feed: /\/api\/core\/user_messages\/list\//,
  me: /\/api\/core\/user\/me(\?|$)/,
}

const stepOf = (request: Request): Step | undefined =>
  (Object.keys(STEPS) as Step[]).find((step) => STEPS[step].test(request.url()))

/**
 * The order in which the browser started and finished the steps: `start:page`, `end:session`, …
 * Order only, never times: a shared machine makes times say nothing.
 */
const recordWaterfall = (page: Page) => {
  const events: string[] = []
  const seen = new Map<string, () => void>()
  const waiting = new Map<string, Promise<void>>()
  const when = (event: string) => {
    if (!waiting.has(event)) waiting.set(event, new Promise((resolve) => seen.set(event, resolve)))
    return waiting.get(event) as Promise<void>
  }
  const note = (event: string) => {
    events.push(event)
    when(event)
    seen.get(event)?.()
  }
  page.on('request', (request) => {
    const step = stepOf(request)
    if (step) note(`start:${step}`)
  })
  page.on('requestfinished', (request) => {
    const step = stepOf(request)
    if (step) note(`end:${step}`)
  })
  page.on('load', () => note('load'))
  const index = (event: string) => {
    const at = events.indexOf(event)
    expect(at, `${event} in ${events.join(' → ')}`).toBeGreaterThanOrEqual(0)
    return at
  }
  /** Asserts that `first` happened before `then`. */
  const before = (first: string, then: string) =>
    expect(index(first), `${first} before ${then} in ${events.join(' → ')}`).toBeLessThan(index(then))
  /** Resolves when the first of these has happened. */
  const whicheverFirst = (...names: string[]) => Promise.race(names.map(when))
  return { before, whicheverFirst }
}

test.describe('the first load', () => {
  test('a cold /login arrives compressed, and hashed files are cached for good', async ({
    page,
    baseURL,
  }) => {
    const files: Promise<{ url: string; bytes: number; encoding?: string; cache?: string }>[] = []
    page.on('response', (response) => {
      const url = response.url()
      if (!url.startsWith(`${baseURL}`) || url.includes('/api/')) return
      if (!/\.(js|css)$/.test(new URL(url).pathname) && response.request().resourceType() !== 'document')
        return
      const { 'content-encoding': encoding, 'cache-control': cache } = response.headers()
      files.push(response.body().then((body) => ({ url, bytes: body.length, encoding, cache })))
    })
    await page.goto('/login', { waitUntil: 'load' })
    await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible()

    const loaded = await Promise.all(files)
    expect(loaded.filter((file) => file.bytes >= MIN_BYTES).length).toBeGreaterThan(2)
    for (const file of loaded) {
      // Chromium offers br; the build wrote a .br of every script, style and the shell worth it.
      expect(file.encoding, file.url).toBe(file.bytes >= MIN_BYTES ? 'br' : undefined)
      const hashed = new URL(file.url).pathname.startsWith('/assets/')
      expect(file.cache, file.url).toBe(hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    }
  })

  test('/feed asks for its code, its session and its first page side by side', async ({ page, account }) => {
    // The reader's own post is in their feed.
    const created = await page.request.post('/api/core/post', {
      data: { title: 'Первая запись ленты', text: 'Видна, пока остальное ещё грузится.' },
    })
    expect(created.status(), await created.text()).toBe(201)
    expect((await created.json()).rAuthor).toBe(`202:${account.id}`)
    const waterfall = recordWaterfall(page)

    // The session check answers only once the page's code has been asked for (or the page gave up
    // and finished loading without it): that its chunks do not wait for the session shows in the order.
    await page.route(STEPS.session, async (route) => {
      await waterfall.whicheverFirst('start:page', 'load')
      await route.continue()
    })
    // The page's code arrives only once the feed's first page has been asked for, or the own user
    // info (asked right after the session check): the data must not wait for the code.
    await page.route(STEPS.page, async (route) => {
      await waterfall.whicheverFirst('start:feed', 'start:me')
      await route.continue()
    })
    // The own user info arrives only after the first post shows: nothing on the way there waits for it.
    const firstPost = page.getByRole('heading', { name: 'Первая запись ленты' })
    await page.route(STEPS.me, async (route) => {
      await firstPost.waitFor()
      await route.continue()
    })

    await page.goto('/feed')
    await expect(firstPost).toBeVisible()

    waterfall.before('start:layout', 'end:session')
    waterfall.before('start:page', 'end:session')
    waterfall.before('start:feed', 'end:page')
    await expect(page.getByRole('banner')).toBeVisible()
    // The own user info's handler may not have seen the first post yet when the test ends (its wait
    // is a round trip of its own): the order is proven, so its end no longer matters.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test("/feed says all it says with the frame's texts; another page brings the rest", async ({
    page,
    account,
  }) => {
    const title = 'Запись со своим меню'
    const created = await page.request.post('/api/core/post', { data: { title, text: 'Текст записи.' } })
    expect(created.status(), await created.text()).toBe(201)
    expect((await created.json()).rAuthor).toBe(`202:${account.id}`)
    // The texts of the other pages: asked for by another page, or by a text the frame's part lacks.
    const restAsked: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/pages-[\w-]+\.js$/.test(request.url())) restAsked.push(request.url())
    })

    await page.goto('/feed')
    await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible()
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    // The post's menu and the view menu draw texts of their own once open.
    await page.getByRole('button', { name: `Действия с публикацией «${title}»` }).click()
    await expect(page.getByRole('menuitem', { name: 'Изменить' })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Вид' }).click()
    await expect(page.getByRole('menuitemcheckbox', { name: 'Правая панель' })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.waitForLoadState('networkidle')
    expect(restAsked).toEqual([])

    await page
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('link', { name: 'Чаты' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Чаты' })).toBeVisible()
    expect(restAsked).toHaveLength(1)
  })
})
