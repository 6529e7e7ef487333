/**
 * Names the app and the first script of a load (boot.js, inlined by build/bootSplash.ts) must agree
 * on; plain values, so the build can read them too.
 */

/** Where the locale a person picked is kept; it wins over the browser's language once set. */
export const LOCALE_STORAGE_KEY = 'nauka.locale'

/** Where MUI keeps the chosen theme mode ('light', 'dark' or 'system'); MUI's own default name. */
export const MODE_STORAGE_KEY = 'mui-mode'

/** The attribute on <html> that selects the colour scheme's CSS variables. */
export const SCHEME_ATTRIBUTE = 'data-mui-color-scheme'

/**
 * The window property where boot.js leaves the answers it asked for with the page (the session
 * check), each a `fetch` promise under its path, for the app's first request of that path to take.
 */
export const EARLY_ANSWERS_GLOBAL = '__naukaEarlyAnswers'

/**
 * Where the last confirmed session is kept between visits (src/features/auth/rememberedSession.ts).
 * Not a secret: the cookie stays the credential. boot.js reads only whether it is there.
 */
export const SESSION_STORAGE_KEY = 'nauka.session'

/**
 * The paths on which a reader this browser last saw signed in lands on the feed (src/app/firstLoad.ts:
 * the feed itself, the root and the sign-in form, which sends a signed-in reader home); boot.js asks
 * for the feed's code with the entry there.
 */
export const FEED_BOUND_PATHS: readonly string[] = ['/', '/feed', '/login']
