import { defineConfig } from '@playwright/test'
import { allow } from './e2e/time'

/** Debian's Chromium, never a downloaded browser (DESIGN: tests). */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

/**
 * The calls' specs: Chromium encoding and decoding several people's fake camera. One at a time and
 * with nothing beside them, or two busy cores drop their media.
 */
const CALL_SPECS = /calls[^/]*\.spec\.ts$/

// The real server is started by the global setup on a free port; the tests' baseURL comes from it.
// The pages run two at a time (each test is its own people at its own address, fixtures.ts), then
// the calls one at a time; `npm test` runs the two projects one after the other (scripts/test.mjs).
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'pages', testIgnore: CALL_SPECS },
    { name: 'calls', testMatch: CALL_SPECS, workers: 1, dependencies: ['pages'] },
  ],
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: allow(30_000),
  expect: { timeout: allow(10_000) },
  reporter: [['list']],
  outputDir: '../../test-results/web-e2e',
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    viewport: { width: 1366, height: 768 },
    locale: 'ru-RU',
    trace: 'retain-on-failure',
  },
})
