import type { HtmlTagDescriptor, Plugin } from 'vite'

/** What of a bundle's output the build's lookups read (Rollup's and Rolldown's output chunks both fit). */
export type OutputLike = {
  type: 'chunk' | 'asset'
  fileName: string
  facadeModuleId?: string | null
  /** The files a chunk imports statically. */
  imports?: readonly string[]
  /** The modules in a chunk. */
  moduleIds?: readonly string[]
}

/**
 * The file of the chunk built from the module whose path ends with `moduleSuffix`: the chunk it is the
 * face of, else the one holding it (a code-splitting group's chunk has no face).
 */
export const chunkFileOf = (bundle: Record<string, OutputLike>, moduleSuffix: string): string | undefined => {
  const chunks = Object.values(bundle).filter((out) => out.type === 'chunk')
  return (
    chunks.find((out) => out.facadeModuleId?.endsWith(moduleSuffix)) ??
    chunks.find((out) => out.moduleIds?.some((id) => id.endsWith(moduleSuffix)))
  )?.fileName
}

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
