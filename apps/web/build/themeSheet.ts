import { serializeStyles } from '@emotion/serialize'
import type { Theme } from '@mui/material/styles'
import { compile, middleware, prefixer, serialize, stringify } from 'stylis'
import type { HtmlTagDescriptor, Plugin } from 'vite'

/** The id of the `<style>` that carries the theme's CSS variables in index.html. */
export const THEME_SHEET_ID = 'theme-variables'

type WithSheets = Theme & { generateStyleSheets?: () => Record<string, unknown>[] }

/**
 * The CSS variables of both colour schemes, as MUI's theme provider would write them at run time:
 * the same style objects (`generateStyleSheets`), serialised by emotion and stylis with the vendor
 * prefixes emotion's cache adds in a browser (`-webkit-print-color-scheme`). They do not depend on
 * the language, so one sheet serves every page.
 */
export const themeStyleSheet = (theme: Theme): string => {
  const sheets = (theme as WithSheets).generateStyleSheets?.()
  if (!sheets || sheets.length === 0) throw new Error('themeSheet: the theme has no CSS variables to write')
  return sheets
    .map((sheet) => serialize(compile(serializeStyles([sheet]).styles), middleware([prefixer, stringify])))
    .join('')
}

/**
 * The app's theme, loaded through tsx: the build's configuration is loaded before any bundling, and
 * the theme reaches TypeScript of the workspace (`@nauka/contracts`) that Node cannot load alone.
 */
const appTheme = async (): Promise<Theme> => {
  const { tsImport } = await import('tsx/esm/api')
  const { themeFor } = (await tsImport(
    '../src/app/theme.ts',
    import.meta.url,
  )) as typeof import('../src/app/theme')
  return themeFor('ru')
}

/**
 * Writes the theme's CSS variables into index.html, so the app's first render does not build and
 * insert them (some 390 declarations through emotion and stylis on a phone's main thread, issue 20);
 * `AppProviders` tells MUI not to (`disableStyleSheetGeneration`). The page's own splash is drawn
 * without them (build/bootSplash.ts).
 */
export const themeSheet = (): Plugin => {
  // Made once: the development server transforms index.html on every page load.
  let sheet: Promise<string> | null = null
  return {
    name: 'nauka-theme-sheet',
    transformIndexHtml: {
      order: 'post',
      handler: async (): Promise<HtmlTagDescriptor[]> => {
        sheet ??= appTheme().then(themeStyleSheet)
        return [{ tag: 'style', attrs: { id: THEME_SHEET_ID }, children: await sheet, injectTo: 'head' }]
      },
    },
  }
}
