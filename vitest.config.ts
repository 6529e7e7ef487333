import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

const MEMORY_TESTS = 'apps/server/src/**/*.memory.test.ts'

/** The server's integration tests, each file on a database of its own. */
const serverTests = {
  include: ['apps/server/src/**/*.test.ts'],
  environment: 'node',
  // Migrates and seeds one database per run; each test file starts from a copy of it.
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  // The bound of a test that hangs, not a speed target: waits in the tests have no deadlines
  // of their own (socket events, mail, `until`), and on a loaded 2-core machine the whole-API
  // fuzz test alone (about 25 s of CPU) stretches to minutes.
  testTimeout: 300_000,
  hookTimeout: 300_000,
  pool: 'forks',
  // Each file builds its own app on its own database and closes it; sharing the process spares
  // every file loading the app's modules again (the suite runs in about 60% of the time).
  isolate: false,
} as const

// One runner for the whole repo; each workspace is a project so `npm test` can run them separately.
export default defineConfig({
  test: {
    // Every core, not Vitest's default of one less: the files wait on databases, sockets and timers
    // as much as they compute. On 2 cores (one worker by default) the server suite took 460 s, now
    // 289 s; the unit suites 333 s, now 196 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The repo's own scripts (npm start's build check), plain Node.
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server',
          exclude: [MEMORY_TESTS],
        },
      },
      {
        // Memory bounds (RSS while a gigabyte goes through) alone and after the rest: beside another
        // file the collector fell behind and the 1 GB upload's peak doubled (200 MB against 100).
        test: {
          ...serverTests,
          name: 'server-memory',
          include: [MEMORY_TESTS],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // `npm run test:soak`: the long tests of a real server process (SIGKILL durability, the
        // 10-minute soak), which CI runs after `npm test`.
        test: {
          name: 'soak',
          include: ['apps/server/soak/**/*.soak.ts'],
          environment: 'node',
          testTimeout: 1_800_000,
          hookTimeout: 600_000,
          pool: 'forks',
          // One at a time: the soak measures stalls, which a neighbour's load would cause.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
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
