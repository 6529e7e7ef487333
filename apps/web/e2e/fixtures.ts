import { randomBytes } from 'node:crypto'
import { test as base, expect, type Page } from '@playwright/test'
import { BASE_URL_ENV, MAILBOX_URL_ENV, readEnv } from './env'
import { mailedLink } from './mailbox'

/** Mail links point at these web routes (DESIGN). */
export const LINK = {
  verifyEmail: '/login-actions/verify-email',
  resetCredentials: '/login-actions/reset-credentials',
} as const

/** A password that meets every rule of SPEC 5. */
export const STRONG_PASSWORD = 'Correct-Horse-42'

export const uniqueEmail = (prefix = 'e2e'): string =>
  `${prefix}.${randomBytes(5).toString('hex')}@example.org`

export type Account = { id: number; email: string; password: string }

type Fixtures = {
  /** The `index`-th mail (from 0) the server sent to `to` with a link to `linkPath`: that link. */
  mailLink: (to: string, linkPath: string, index?: number) => Promise<string>
  /** A fresh, confirmed account, signed in in this test's browser context. */
  account: Account
}

let clients = 0

/**
 * Registers through the API, reads the verification mail and posts its key from the page's own
 * request context, so the session cookie the server sets lands in the browser.
 */
export const createSignedInAccount = async (page: Page): Promise<Account> => {
  const email = uniqueEmail()
  const registered = await page.request.post('/api/a/login-actions/register', {
    data: { username: email, password: STRONG_PASSWORD, lang: 1 },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const { id } = (await registered.json()) as { id: number }
  const link = await mailedLink(readEnv(MAILBOX_URL_ENV), email, LINK.verifyEmail)
  const key = new URL(link).searchParams.get('key')
  const verified = await page.request.post('/api/a/login-actions/action-token', { data: { key } })
  expect(verified.status(), await verified.text()).toBe(200)
  return { id, email, password: STRONG_PASSWORD }
}

/** The test API with baseURL pointing at the server the global setup started. */
export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(readEnv(BASE_URL_ENV))
  },
  // Each test is a client of its own address (the server trusts the loopback proxy), so the
  // per-address rate limits of sign-in and registration do not couple unrelated tests.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    clients += 1
    await use({
      'X-Forwarded-For': `10.${testInfo.workerIndex & 255}.${(clients >> 8) & 255}.${clients & 255}`,
    })
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  mailLink: async ({}, use) => {
    await use((to, linkPath, index) => mailedLink(readEnv(MAILBOX_URL_ENV), to, linkPath, index))
  },
  account: async ({ page }, use) => {
    await use(await createSignedInAccount(page))
  },
})

export { expect }
