import type { ChunkingContext, CodeSplittingGroup } from 'rolldown'

/** What of the module graph the plan reads (Rolldown's ChunkingContext fits). */
export type Graph = Pick<ChunkingContext, 'getModuleInfo'>

/** Every module `roots` reach through static imports, the roots included. */
export const staticClosure = (graph: Graph, roots: readonly string[]): Set<string> => {
  const seen = new Set<string>()
  const stack = [...roots]
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

export type FramePlan = {
  /** The signed-in frame of every member page (AppLayout). */
  frame: readonly string[]
  /** A member's usual first page inside the frame (the feed). */
  feed: readonly string[]
  /** The entry, with the sign-in form: a visitor's first screen. */
  entry: readonly string[]
  /** The visitors' other pages, loaded on demand, with or without the frame. */
  visitor: readonly string[]
}

export type FrameChunk = 'frame' | 'feed' | 'shared'

/** The app's plan, in paths under src/. */
export const APP_FRAME_PLAN: FramePlan = {
  frame: ['app/layout/AppLayout.tsx'],
  feed: ['features/feed/FeedPage.tsx'],
  entry: ['main.tsx'],
  // src/app/pages.ts's VISITOR_PAGES and PUBLIC_PAGES.
  visitor: [
    'features/auth/RegistrationPage.tsx',
    'features/auth/RestorePasswordPage.tsx',
    'features/auth/ResetCredentialsPage.tsx',
    'features/auth/VerifyEmailPage.tsx',
    'features/publications/PublicationPage.tsx',
  ],
}

/** The plan with each path made a module id by `resolve`. */
export const planIn = (resolve: (path: string) => string, plan: FramePlan): FramePlan => ({
  frame: plan.frame.map(resolve),
  feed: plan.feed.map(resolve),
  entry: plan.entry.map(resolve),
  visitor: plan.visitor.map(resolve),
})

/**
 * The chunk each module goes to: 'frame' for what the frame's code needs and no visitor's screen
 * does, 'feed' for what the feed adds, 'shared' for what either shares with a visitor's page other
 * than the sign-in form, nothing (the bundler's own splitting) for the rest.
 */
export const chunkOfModule = (graph: Graph, plan: FramePlan): Map<string, FrameChunk> => {
  const entry = staticClosure(graph, plan.entry)
  const visitor = staticClosure(graph, plan.visitor)
  const frame = staticClosure(graph, plan.frame)
  const chunks = new Map<string, FrameChunk>()
  const place = (id: string, chunk: 'frame' | 'feed') => {
    if (!entry.has(id)) chunks.set(id, visitor.has(id) ? 'shared' : chunk)
  }
  for (const id of frame) place(id, 'frame')
  for (const id of staticClosure(graph, plan.feed)) if (!frame.has(id)) place(id, 'feed')
  return chunks
}

const stem = (roots: readonly string[]) => roots[0]?.replace(/^.*[\\/]/, '').replace(/\.\w+$/, '') ?? 'chunk'

/**
 * Issue 20's `/feed` budget: left to itself the bundler cut what the frame and the feed add to the
 * sign-in form's code into some 65 files, most under 1 KB (an icon, a hook, one of MUI's class
 * lists), because each is shared by a different set of lazy pages. Each file gzipped alone pays its
 * own header and starts without the others' words: about a fifth of those 83 KB. Two chunks, the
 * frame's and the feed's, hold them instead. Only what no visitor's screen reaches goes in, so the
 * sign-in form and the registration pages never fetch them; a member page other than the feed
 * fetches the feed's chunk along with what it shares with it.
 */
export const frameChunkGroup = (plan: FramePlan): CodeSplittingGroup => {
  // Named after their first module, as the bundler names a lazy module's own chunk.
  const names: Record<FrameChunk, string> = {
    frame: stem(plan.frame),
    feed: stem(plan.feed),
    shared: 'shared',
  }
  let planned: { graph: Graph; chunks: Map<string, FrameChunk> } | undefined
  return {
    // A module's static imports are in its own chunk, one before it in frame → feed, 'shared' or the
    // entry's, none of which imports back: no circle of chunks to avoid by taking them in too.
    includeDependenciesRecursively: false,
    name: (id, graph) => {
      if (planned?.graph !== graph) planned = { graph, chunks: chunkOfModule(graph, plan) }
      const chunk = planned.chunks.get(id)
      return chunk ? names[chunk] : null
    },
  }
}
