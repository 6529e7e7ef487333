import { defineConfig } from 'vitest/config'

// One runner for the whole repo; each workspace is a project so `npm test` can run them separately.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds one database per run; each test file starts from a copy of it.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          // build/ holds the web build's own steps (node, not the browser).
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          // A limit for a test that hangs, not a speed target: a page test renders the whole app in
          // jsdom (a few seconds of CPU), which a loaded 2-core machine stretches several times.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
