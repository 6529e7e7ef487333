import type { HtmlTagDescriptor, Plugin } from 'vite'

/** What of a bundle's output the lookup reads (Rollup's and Rolldown's output chunks both fit). */
type OutputLike = { type: 'chunk' | 'asset'; fileName: string; facadeModuleId?: string | null }

/** The file of the chunk built from the module whose path ends with `moduleSuffix`, if there is one. */
export const chunkFileOf = (bundle: Record<string, OutputLike>, moduleSuffix: string): string | undefined =>
  Object.values(bundle).find((out) => out.type === 'chunk' && out.facadeModuleId?.endsWith(moduleSuffix))
    ?.fileName

/**
 * Adds a modulepreload of one lazily imported module to index.html, so the browser fetches it
 * beside the entry instead of after the entry has run (the default language's texts: most readers
 * need them before anything can render).
 */
export const preloadChunk = (moduleSuffix: string): Plugin => ({
  name: 'nauka-preload-chunk',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const file = ctx.bundle && chunkFileOf(ctx.bundle as Record<string, OutputLike>, moduleSuffix)
      if (!file) throw new Error(`preloadChunk: no chunk is built from ${moduleSuffix}`)
      const tag: HtmlTagDescriptor = {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        injectTo: 'head',
      }
      return [tag]
    },
  },
})
