import { chunkFileOf, type OutputLike } from './preloadChunk'

/** The files a chunk needs before it runs: its own and those it imports statically, at any depth. */
export const staticFiles = (bundle: Record<string, OutputLike>, file: string): Set<string> => {
  const seen = new Set<string>()
  const stack = [file]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue
    seen.add(next)
    const out = bundle[next]
    if (out?.type === 'chunk') stack.push(...(out.imports ?? []))
  }
  return seen
}

/** Which modules a signed-in reader's first screen loads after the entry, as the build config names them. */
export type MemberPlan = {
  /** The signed-in frame's module (AppLayout). */
  frame: string
  /** The feed's module, the page a remembered reader usually lands on. */
  home: string
  /** Each language's texts of the frame and the feed, as a virtual module id. */
  texts: Record<string, string>
}

/** The files of a MemberPlan in the built bundle, each list without what comes before it. */
export type MemberFiles = {
  frame: readonly string[]
  home: readonly string[]
  texts: Record<string, string>
}

const need = (bundle: Record<string, OutputLike>, moduleSuffix: string): string => {
  const file = chunkFileOf(bundle, moduleSuffix)
  if (!file) throw new Error(`memberPreloads: no chunk is built from ${moduleSuffix}`)
  return file
}

const url = (file: string) => `/${file}`

/**
 * The frame's and the feed's chunks with all they import, less what the entry loads already (and,
 * for the feed, less the frame's), and each language's frame texts: what src/app/firstLoad.ts asks
 * for once the entry has run, for boot.js to ask for beside the entry instead.
 */
export const memberPreloads = (
  bundle: Record<string, OutputLike>,
  entryFile: string,
  plan: MemberPlan,
): MemberFiles => {
  const entry = staticFiles(bundle, entryFile)
  const frame = [...staticFiles(bundle, need(bundle, plan.frame))].filter((file) => !entry.has(file))
  const before = new Set([...entry, ...frame])
  const home = [...staticFiles(bundle, need(bundle, plan.home))].filter((file) => !before.has(file))
  const texts = Object.fromEntries(
    Object.entries(plan.texts).map(([locale, id]) => [locale, url(need(bundle, id))]),
  )
  return { frame: frame.map(url), home: home.map(url), texts }
}
