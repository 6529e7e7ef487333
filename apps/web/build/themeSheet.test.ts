// @vitest-environment node
// Node, as the build runs it: the theme is loaded through tsx (esbuild), which jsdom's TextEncoder trips up.
import type { IndexHtmlTransformHook } from 'vite'
import { expect, it } from 'vitest'
import { themeFor } from '../src/app/theme'
import { THEME_SHEET_ID, themeSheet, themeStyleSheet } from './themeSheet'

it("goes into the head of index.html, from the app's own theme in either language", async () => {
  const { transformIndexHtml } = themeSheet()
  const handler = (transformIndexHtml as { handler: IndexHtmlTransformHook }).handler
  const tags = await handler.call(undefined as never, '<html></html>', {} as never)
  expect(tags).toEqual([
    {
      tag: 'style',
      attrs: { id: THEME_SHEET_ID },
      children: themeStyleSheet(themeFor('en')),
      injectTo: 'head',
    },
  ])
})
