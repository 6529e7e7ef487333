/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { bootSplash } from './build/bootSplash'
import { APP_FRAME_PLAN, frameChunkGroup, planIn } from './build/frameChunks'
import { precompress } from './build/precompress'
import { preloadChunk } from './build/preloadChunk'
import { pureContracts } from './build/pureContracts'
import { textParts } from './build/textParts'
import { themeSheet } from './build/themeSheet'
import { FEED_BOUND_PATHS } from './src/boot/bootKeys'

const root = fileURLToPath(new URL('.', import.meta.url))
const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))
const contracts = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url))
const locales = fileURLToPath(new URL('./src/locales/', import.meta.url))
// The server listens here in development (DESIGN: one origin, default port 8080).
const API_TARGET = 'http://127.0.0.1:8080'

// Production builds render with Preact's React-compatible layer (issue 20's /login and /feed budgets:
// react-dom alone was 57 of /login's 316 KB gzip). Preact 11's compat declares React 19 and keeps
// `ref` in props as React 19 does, which MUI reads by version. Development and the unit tests keep
// React (its warnings and dev tools); the browser tests run the production build, so they cover
// what ships. The one difference met so far, `autoFocus`, is made up for in src/app/preactAutoFocus.ts.
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
]

export default defineConfig(({ command }) => ({
  root,
  resolve: command === 'build' ? { alias: PREACT_FOR_REACT } : undefined,
  plugins: [
    react(),
    pureContracts(contracts),
    textParts(locales, ['ru', 'en'], {
      entries: [...APP_FRAME_PLAN.frame, ...APP_FRAME_PLAN.feed].map(src),
      // The other pages load the rest of the texts with their code (src/app/pages.ts).
      stops: [src('app/pages.ts')],
    }),
    // SPEC 1: the app shell works offline; the feed's data comes from the persisted query cache.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // Registered by src/app/serviceWorker.ts, in production builds only.
      injectRegister: null,
      // No install prompt is designed yet; the worker is only the offline shell.
      manifest: false,
      workbox: {
        // The shell: index.html, every chunk (lazy pages too), styles, the icon and the fonts.
        globPatterns: ['**/*.{html,js,css,svg,woff2}'],
        navigateFallback: '/index.html',
        // Server paths a navigation may open: the API (docs, file downloads) and the legal PDFs.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/(eula|policy|content)\.pdf$/],
        // API answers are never cached by the worker: offline data is the query cache's job, per user.
        runtimeCaching: [],
        // SPEC 9: downloaded chat files are checked against catalogue 58 (public/chat-files-sw.js);
        // the page passes the chat base path and the file API URL in the worker's URL.
        importScripts: ['chat-files-sw.js'],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // The default language's texts (DEFAULT_LOCALE; the config cannot load the contracts' TypeScript)
    // load beside the entry, not after it has run (src/locales/dictionaries.ts).
    preloadChunk('virtual:texts/ru/visitor'),
    // SPEC 2's loading screen in index.html itself, the app's code started once it is painted; for
    // a reader last seen signed in, the frame's and the feed's code with it.
    bootSplash(locales, ['ru', 'en'], 'ru', {
      plan: {
        frame: src(APP_FRAME_PLAN.frame[0] ?? ''),
        home: src(APP_FRAME_PLAN.feed[0] ?? ''),
        texts: { ru: 'virtual:texts/ru/frame', en: 'virtual:texts/en/frame' },
      },
      homePaths: FEED_BOUND_PATHS,
    }),
    themeSheet(),
    // Last: .br and .gz beside every text file, the service worker's included (the server picks one).
    precompress(),
  ],
  server: {
    // `ws` carries the Socket.IO connection under /api/chat/socket.io.
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry loads with it (the sign-in form, Preact), as kept after tree
            // shaking, in the entry's own file: the bundler otherwise cut it into 55 files by which
            // lazy pages share each, and a first load paid 55 requests' set-up and round trips on a
            // slow phone. What they import is in it too, so no module can run before one it imports
            // without strict execution order's wrappers. It also keeps Preact whole: a lazy chunk
            // that used hooks but no JSX (the call engine's) once split its JSX runtime off.
            { name: 'start', tags: ['$initial'], includeDependenciesRecursively: false },
            // The frame's and the feed's code in two files rather than some 65 (build/frameChunks.ts).
            frameChunkGroup(planIn(src, APP_FRAME_PLAN)),
          ],
        },
      },
    },
  },
  test: {
    // Registers cleanup, storage reset and the browser APIs jsdom lacks (matchMedia).
    setupFiles: ['./src/test-setup.ts'],
  },
}))
