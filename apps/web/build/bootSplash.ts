import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type HtmlTagDescriptor, type IndexHtmlTransformContext, minifySync, type Plugin } from 'vite'
// The route table without its schemas: the build config loads this file before any bundling.
import { API_ENDPOINTS } from '../../../packages/contracts/src/api/endpoints.generated'
import { FONT_FAMILY, PAGE_BACKGROUND } from '../src/app/look'
import {
  EARLY_ANSWERS_GLOBAL,
  LOCALE_STORAGE_KEY,
  MODE_STORAGE_KEY,
  SCHEME_ATTRIBUTE,
  SESSION_STORAGE_KEY,
} from '../src/boot/bootKeys'
import { BRAND_COLOR, BRAND_LETTER_PATH } from '../src/shared/brand'
import { type MemberFiles, type MemberPlan, memberPreloads } from './memberPreloads'
import type { OutputLike } from './preloadChunk'

/** What boot.js is given in place of `__BOOT__`. */
export type BootConfig = {
  texts: Record<string, string>
  locales: readonly string[]
  defaultLocale: string
  localeKey: string
  modeKey: string
  schemeAttribute: string
  /** The app's entry script, started after the first paint; null leaves the page's own tag (development). */
  entry: string | null
  /** The modules fetched beside the entry (Vite's modulepreload list), asked for with it. */
  preloads: readonly string[]
  /** The GETs sent with the page, for the app's first request of each to take (src/boot/earlyAnswers.ts). */
  early: { global: string; paths: readonly string[] }
  /**
   * For a reader this browser last saw signed in (a session kept under `sessionKey`): the frame's
   * code and its texts in each language, and on `homePaths` the feed's code, asked for with the
   * entry. Null in development.
   */
  member: (MemberFiles & { sessionKey: string; homePaths: readonly string[] }) | null
}

/** What the first screen of a remembered reader loads (MemberPlan), and the paths that lead to the feed. */
export type MemberOptions = { plan: MemberPlan; homePaths: readonly string[] }

const BOOT_SOURCE = join(import.meta.dirname, '../src/boot/boot.js')

/** boot.js minified (its comments name `__BOOT__` too), with its configuration written in. */
export const bootScript = (config: BootConfig, source = readFileSync(BOOT_SOURCE, 'utf8')): string => {
  const { code, errors } = minifySync('boot.js', source, { compress: true, mangle: true })
  if (errors.length > 0) throw new Error(`boot.js: ${errors.map((e) => e.message).join('; ')}`)
  const parts = code.split('__BOOT__')
  if (parts.length !== 2) throw new Error('boot.js: expected one __BOOT__ to replace')
  // `<` escaped: a text can never close the script element.
  return parts.join(JSON.stringify(config).replaceAll('<', '\\u003c'))
}

/** The app's entry tag and its modulepreloads as Vite writes them into the built index.html. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/**
 * Takes the entry's tag and its preloads out of the built page: boot.js asks for them after the
 * first paint. Left in the head, the preloads share the slow network with the page's styles before
 * anything is painted, and the browser counts them as holding the paint back.
 */
export const takeEntryTags = (html: string): { html: string; entry: string; preloads: string[] } => {
  const found = [...html.matchAll(ENTRY_TAG)]
  const [match] = found
  if (found.length !== 1 || !match?.[1])
    throw new Error(`bootSplash: expected one entry script in index.html, found ${found.length}`)
  const preloads = [...html.matchAll(PRELOAD_TAG)].map(([, href = '']) => href)
  return { html: html.replace(match[0], '').replace(PRELOAD_TAG, ''), entry: match[1], preloads }
}

// MUI's text.secondary of each scheme; the spinner copies CircularProgress (28 px, 3.6 thick).
const SPLASH_STYLE = `body{margin:0}
#splash{min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;box-sizing:border-box;background:${PAGE_BACKGROUND.light};color:rgba(0,0,0,.6);font:400 1rem/1.5 ${FONT_FAMILY}}
[${SCHEME_ATTRIBUTE}=dark] #splash{background:${PAGE_BACKGROUND.dark};color:rgba(255,255,255,.7)}
#splash .spin{width:28px;height:28px;animation:splash-turn 1.4s linear infinite}
#splash circle{stroke:${BRAND_COLOR};stroke-dasharray:80px,200px;animation:splash-dash 1.4s ease-in-out infinite}
@keyframes splash-turn{to{transform:rotate(360deg)}}
@keyframes splash-dash{0%{stroke-dasharray:1px,200px;stroke-dashoffset:0}50%{stroke-dasharray:100px,200px;stroke-dashoffset:-15px}100%{stroke-dasharray:100px,200px;stroke-dashoffset:-126px}}
@media (prefers-reduced-motion:reduce){#splash .spin,#splash circle{animation-duration:4s}}`

/** The loading screen of src/shared/LoadingScreen.tsx, drawn without the app: mark, spinner, text. */
const splashMarkup = (text: string) =>
  `<svg width="48" height="48" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="${BRAND_COLOR}"/><path d="${BRAND_LETTER_PATH}" fill="#fff"/></svg>` +
  `<svg class="spin" viewBox="22 22 44 44" aria-hidden="true"><circle cx="44" cy="44" r="20.2" fill="none" stroke-width="3.6"/></svg>` +
  `<span id="splash-text">${text}</span>`

/** Each language's `app.loading`, read from its locale file. */
const loadingTexts = (localesDir: string, locales: readonly string[]): Record<string, string> =>
  Object.fromEntries(
    locales.map((locale) => {
      const tree = JSON.parse(readFileSync(join(localesDir, `${locale}.json`), 'utf8')) as {
        app?: { loading?: unknown }
      }
      const text = tree.app?.loading
      if (typeof text !== 'string' || text === '') throw new Error(`${locale}.json: no app.loading`)
      return [locale, text]
    }),
  )

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * SPEC 2's loading screen, painted by index.html itself in the reader's language and theme
 * (src/boot/boot.js) while the app's code is on its way; the app takes it away at its first render
 * (src/app/splash.ts). In a build the entry script starts only once that screen is painted: a first
 * paint that waited for some 50 module files cost the sign-in page its first seconds on a slow
 * network (issue 20's Lighthouse rows).
 */
export const bootSplash = (
  localesDir: string,
  locales: readonly string[],
  defaultLocale: string,
  member?: MemberOptions,
): Plugin => ({
  name: 'nauka-boot-splash',
  transformIndexHtml: {
    order: 'post',
    handler(html: string, ctx: IndexHtmlTransformContext) {
      const texts = loadingTexts(localesDir, locales)
      const built = ctx.bundle ? takeEntryTags(html) : { html, entry: null, preloads: [] }
      const config: BootConfig = {
        texts,
        locales,
        defaultLocale,
        localeKey: LOCALE_STORAGE_KEY,
        modeKey: MODE_STORAGE_KEY,
        schemeAttribute: SCHEME_ATTRIBUTE,
        entry: built.entry,
        preloads: built.preloads,
        early: { global: EARLY_ANSWERS_GLOBAL, paths: [API_ENDPOINTS.auth.session.path] },
        member:
          ctx.bundle && built.entry && member
            ? {
                ...memberPreloads(
                  ctx.bundle as Record<string, OutputLike>,
                  built.entry.slice(1),
                  member.plan,
                ),
                sessionKey: SESSION_STORAGE_KEY,
                homePaths: member.homePaths,
              }
            : null,
      }
      const tags: HtmlTagDescriptor[] = [
        { tag: 'style', children: SPLASH_STYLE, injectTo: 'head' },
        {
          tag: 'div',
          attrs: { id: 'splash', role: 'status', 'aria-live': 'polite' },
          children: splashMarkup(escapeHtml(texts[defaultLocale] ?? '')),
          injectTo: 'body-prepend',
        },
        { tag: 'script', children: bootScript(config), injectTo: 'body-prepend' },
      ]
      return { html: built.html, tags }
    },
  },
})
