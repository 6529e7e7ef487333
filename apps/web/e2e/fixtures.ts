import { test as base, expect } from '@playwright/test'
import { BASE_URL_ENV } from './global-setup'

/** The test API with baseURL pointing at the server the global setup started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env[BASE_URL_ENV]
    if (!url) throw new Error(`${BASE_URL_ENV} is not set: the global setup did not start the server`)
    await use(url)
  },
})

export { expect }
