import { defineConfig } from '@playwright/test'

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

// The real server is started by the global setup on a free port; the tests' baseURL comes from it.
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
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
