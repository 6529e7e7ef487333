import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { axeViolations } from './axe'
import { createSignedInAccount, expect, test } from './fixtures'
import { gradientPng } from './png'
import { allow } from './time'

/**
 * Issue 12's bar, walked as a newcomer walks it: two people who follow each other, a post with an
 * image and a comment, a personal chat and a group; every page of the app in both languages, both
 * themes, on a phone and a desktop, with zero axe violations of any impact and zero console errors.
 */

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const
type Locale = 'ru' | 'en'
type Scheme = 'light' | 'dark'

const tag = () => randomBytes(3).toString('hex')

/** Letters only (names refuse digits): the same random tag in Latin and in Cyrillic. */
const nameTag = () => {
  const digits = tag()
  const spell = (alphabet: string) => [...digits].map((d) => alphabet[Number.parseInt(d, 16)]).join('')
  return { en: spell('abcdefghijklmnop'), ru: spell('абвгдежзиклмнопр') }
}

/** Console errors and uncaught exceptions of a page, as they happen. */
const watchConsole = (page: Page, errors: string[]) => {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: exception: ${error.message}`))
}

const ok = async <R extends { status(): number; text(): Promise<string> }>(response: R, status = 200) => {
  expect(response.status(), await response.text()).toBe(status)
  return response
}

const name = (request: APIRequestContext, names: Record<string, string>) =>
  request.post('/api/core/user_profile/info', { data: names }).then((res) => ok(res))

type Person = Awaited<ReturnType<typeof person>>

/** A person in a browser context of their own, with the viewport, language and theme of the walk. */
const person = async (browser: Browser, baseURL: string | undefined, viewport: keyof typeof VIEWPORTS) => {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[viewport], locale: 'ru-RU' })
  const page = await context.newPage()
  const account = await createSignedInAccount(page)
  return { context, page, account }
}

/** The choices kept by the account (language 1 ru, 2 en), as the header's controls save them. */
const choose = async (page: Page, accountId: number, locale: Locale, scheme: Scheme) => {
  await ok(
    await page.request.put(`/api/core/user_prefs/${accountId}`, {
      data: { lang: locale === 'en' ? 2 : 1, theme: { kind: scheme } },
    }),
  )
  await page.goto('/feed')
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme)
}

type World = {
  alice: Person
  bob: Person
  postId: number
  personalId: number
  groupId: number
  /** Issue 18's sections: Alice's research group (Bob a member), its seminar and her listing. */
  researchGroupId: number
  eventId: number
  listingId: number
}

/** Alice and Bob follow each other; Alice posts with an image, Bob comments; they chat, alone and in a group. */
const buildWorld = async (
  browser: Browser,
  baseURL: string | undefined,
  viewport: keyof typeof VIEWPORTS,
): Promise<World> => {
  const alice = await person(browser, baseURL, viewport)
  const bob = await person(browser, baseURL, viewport)
  const suffix = nameTag()
  await name(alice.page.request, {
    firstName: 'Мария',
    lastName: `Склодовская${suffix.ru}`,
    firstNameEn: 'Maria',
    lastNameEn: `Sklodowska${suffix.en}`,
  })
  await name(bob.page.request, {
    firstName: 'Пьер',
    lastName: `Кюри${suffix.ru}`,
    firstNameEn: 'Pierre',
    lastNameEn: `Curie${suffix.en}`,
  })
  for (const [who, whom] of [
    [alice, bob],
    [bob, alice],
  ] as const) {
    await ok(
      await who.page.request.patch('/api/core/user_subscription', {
        data: [{ rEntity: `202:${whom.account.id}`, subscribed: true }],
      }),
    )
  }
  const uploaded = await ok(
    await alice.page.request.post('/api/core/files', {
      multipart: { files: { name: 'figure-1.png', mimeType: 'image/png', buffer: gradientPng(320, 200) } },
    }),
    201,
  )
  const [figure] = (await uploaded.json()) as { id: string }[]
  const created = await ok(
    await alice.page.request.post('/api/core/post', {
      data: {
        title: `Радиоактивность ${suffix.ru}`,
        text: 'Первые измерения урановых лучей.',
        files: [figure?.id],
      },
    }),
    201,
  )
  const postId = ((await created.json()) as { id: number }).id
  await ok(
    await bob.page.request.post('/api/core/post/comment', {
      data: { rPost: `302:${postId}`, text: 'Поздравляю с открытием!' },
    }),
    201,
  )
  const personal = await ok(
    await alice.page.request.post('/api/chat/v1/dialogs/create', { data: { users: [bob.account.id] } }),
  )
  const group = await ok(
    await alice.page.request.post('/api/chat/v1/dialogs/create', {
      data: { dialogName: `Лаборатория ${suffix.ru}`, users: [bob.account.id], group: true },
    }),
  )
  return {
    alice,
    bob,
    postId,
    personalId: ((await personal.json()) as { id: number }).id,
    groupId: ((await group.json()) as { id: number }).id,
    ...(await buildSections(alice, bob, suffix.ru)),
  }
}

const idOf = async (response: { json(): Promise<unknown> }) => ((await response.json()) as { id: number }).id

/** A group Bob joins and posts in, a seminar it organises that Bob attends, and Alice's listing. */
const buildSections = async (alice: Person, bob: Person, suffix: string) => {
  const researchGroupId = await idOf(
    await ok(
      await alice.page.request.post('/api/core/groups', {
        data: {
          name: `Лаборатория радиохимии ${suffix}`,
          description: 'Измеряем радиоактивность солей урана и тория.',
          joinPolicy: 2,
        },
      }),
      201,
    ),
  )
  await ok(await bob.page.request.post(`/api/core/groups/${researchGroupId}/join`))
  await ok(
    await alice.page.request.patch(`/api/core/groups/${researchGroupId}/members/${bob.account.id}`, {
      data: { status: 1 },
    }),
  )
  await ok(
    await bob.page.request.post(`/api/core/groups/${researchGroupId}/posts`, {
      data: { title: 'Семинар в четверг', text: 'Обсудим новые измерения полония.' },
    }),
    201,
  )
  const starts = new Date(Date.now() + 14 * 86_400_000)
  starts.setUTCHours(12, 0, 0, 0)
  const eventId = await idOf(
    await ok(
      await alice.page.request.post('/api/core/events', {
        data: {
          kind: 2,
          title: `Семинар по радиоактивности ${suffix}`,
          description: 'Доклады участников лаборатории.',
          startsAt: starts.toISOString(),
          endsAt: new Date(starts.getTime() + 2 * 3_600_000).toISOString(),
          timeZone: 'Europe/Moscow',
          place: 'Москва, Ленинский проспект, 14',
          groupId: researchGroupId,
          capacity: 30,
        },
      }),
      201,
    ),
  )
  await ok(await bob.page.request.post(`/api/core/events/${eventId}/attendance`))
  const uploaded = await ok(
    await alice.page.request.post('/api/core/files', {
      multipart: {
        files: { name: 'spectrometer.png', mimeType: 'image/png', buffer: gradientPng(640, 480) },
      },
    }),
    201,
  )
  const [image] = (await uploaded.json()) as { id: string }[]
  const listingId = await idOf(
    await ok(
      await alice.page.request.post('/api/core/market/listings', {
        data: {
          kind: 1,
          category: 2,
          title: `Время на гамма-спектрометре ${suffix}`,
          description: 'Измерения образцов на спектрометре лаборатории, по записи.',
          price: { amount: '5000', currency: 'RUB' },
          location: 'Москва',
          images: [image?.id],
        },
      }),
      201,
    ),
  )
  return { researchGroupId, eventId, listingId }
}

/** Writes in an open dialog through the composer, as a person does. */
const write = async (page: Page, dialogId: number, text: string) => {
  const socket = page.waitForEvent('websocket')
  await page.goto(`/chats/${dialogId}`)
  await socket
  // Bob's browser is Russian. Typed once the dialog has loaded, and sent only as typed.
  const dialog = page.getByRole('region', { name: 'Чат' })
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible()
  const box = dialog.getByRole('textbox', { name: 'Сообщение' })
  await box.fill(text)
  await expect(box).toHaveValue(text)
  await box.press('Enter')
  await expect(page.getByRole('list', { name: 'Сообщения' }).getByText(text)).toBeVisible()
}

/** Whatever is wider than the window, making the whole page scroll sideways (a phone shows it at once). */
const overflow = async (page: Page, path: string): Promise<string[]> => {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }))
  return widths.page > widths.window
    ? [`${path}: the page is ${widths.page}px wide in a ${widths.window}px window`]
    : []
}

/** Waits until the page's main content has settled: its heading shown, no progress indicator left in it. */
const settled = async (page: Page) => {
  await expect(page.locator('main')).toBeVisible()
  // A loaded page has its heading; a loading one shows a skeleton (a status) or a progress bar.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('main [role="progressbar"], main [aria-busy="true"]')).toHaveCount(0)
}

const signedInPages = (world: World) => [
  '/feed',
  `/userPost/${world.postId}`,
  '/profile',
  `/profile/${world.bob.account.id}`,
  '/followers',
  '/followers?tab=followings',
  '/chats',
  `/chats/${world.personalId}`,
  `/chats/${world.groupId}`,
  '/settings',
  '/nausearch',
  '/groups',
  `/groups/${world.researchGroupId}`,
  `/groups/${world.researchGroupId}?tab=members`,
  `/groups/${world.researchGroupId}?tab=publications`,
  `/groups/${world.researchGroupId}?tab=events`,
  `/groups/${world.researchGroupId}?tab=about`,
  '/events',
  '/events?view=calendar',
  '/events?view=past',
  `/events/${world.eventId}`,
  '/my_territory',
  '/marketplace',
  `/marketplace/${world.listingId}`,
  '/help',
]

const VISITOR_PAGES = ['/login', '/registration', '/restore-password']

/**
 * Each page in both languages, both themes, on a phone and a desktop, in four walks rather than
 * all eight combinations: every pair of the three choices (screen and language, screen and theme,
 * language and theme) is walked in all four of its combinations, and a fault that shows only in one
 * of them is caught. The eight walks were a quarter of CI's browser stage.
 */
const WALKS: readonly { viewport: keyof typeof VIEWPORTS; locale: Locale; scheme: Scheme }[] = [
  { viewport: 'desktop', locale: 'ru', scheme: 'light' },
  { viewport: 'desktop', locale: 'en', scheme: 'dark' },
  { viewport: 'phone', locale: 'ru', scheme: 'dark' },
  { viewport: 'phone', locale: 'en', scheme: 'light' },
]

// Walks of a minute or two each, each with people of its own: spread over both workers.
test.describe.configure({ mode: 'parallel' })

for (const { viewport, locale, scheme } of WALKS) {
  test(`a newcomer's walk on a ${viewport}, ${locale}, ${scheme}: no axe violations, no console errors`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(allow(240_000))
    const contexts: BrowserContext[] = []
    const errors: string[] = []
    const findings: string[] = []

    const visitorContext = await browser.newContext({
      baseURL,
      viewport: VIEWPORTS[viewport],
      locale: locale === 'ru' ? 'ru-RU' : 'en-US',
      colorScheme: scheme,
    })
    contexts.push(visitorContext)
    const visitor = await visitorContext.newPage()
    watchConsole(visitor, errors)
    for (const path of VISITOR_PAGES) {
      await visitor.goto(path)
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(visitor.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme)
      findings.push(...(await axeViolations(visitor, path)), ...(await overflow(visitor, path)))
    }

    const world = await buildWorld(browser, baseURL, viewport)
    contexts.push(world.alice.context, world.bob.context)
    await write(world.bob.page, world.personalId, `Привет, Мария ${tag()}`)
    await write(world.bob.page, world.groupId, `Всем привет ${tag()}`)

    const { page } = world.alice
    watchConsole(page, errors)
    await choose(page, world.alice.account.id, locale, scheme)
    for (const path of signedInPages(world)) {
      await page.goto(path)
      await settled(page)
      findings.push(...(await axeViolations(page, path)), ...(await overflow(page, path)))
    }

    for (const context of contexts) await context.close()
    expect(findings).toEqual([])
    expect(errors).toEqual([])
  })
}
