import type { CallEngine, EngineDeps } from './callEngine'

/** What the loader takes from the engine's module; tests hand in their own. */
export type EngineModule = Pick<typeof import('./callEngine'), 'createCallEngine'>

/** Something for the engine to do: a server event to take in, or the user's start or join. */
export type EngineNeed = (engine: CallEngine) => void

export type EngineLoader = {
  /** The engine, its code loaded first if this is the first need; a failed load rejects. */
  ready: () => Promise<CallEngine>
  /** Hands `need` to the engine: now if it is there, else once it loads, after the needs before it. */
  deliver: (need: EngineNeed) => void
  /** The connection is gone (signing out): the engine hangs up, and one still loading never starts. */
  dispose: () => void
}

/** A promise that never settles: the page reloads (staleChunks.ts), or nobody waits any more. */
const never = () => new Promise<never>(() => {})

/** A need's failure is reported on its own, so the needs after it still reach the engine. */
const reportLater = (error: unknown) =>
  setTimeout(() => {
    throw error
  })

/**
 * The call engine of one connection, its code (the engine, the mesh, the media server's session:
 * issue 20, ~8 KB gzip) loaded at the first need, not with every signed-in page. The needs that
 * come while it loads wait, in the order they came; a load that failed (the network) is asked for
 * again by the next need, with those that waited still in order. `onEngine` hears of the engine
 * before any need reaches it.
 */
export const createEngineLoader = (
  deps: EngineDeps,
  onEngine: (engine: CallEngine) => void,
  load: () => Promise<EngineModule | undefined> = () => import('./callEngine'),
): EngineLoader => {
  let engine: CallEngine | null = null
  let loading: Promise<CallEngine> | null = null
  let disposed = false
  const waiting: EngineNeed[] = []

  const hand = (to: CallEngine, need: EngineNeed) => {
    try {
      need(to)
    } catch (error) {
      reportLater(error)
    }
  }

  const loaded = (module: EngineModule | undefined): Promise<CallEngine> | CallEngine => {
    // No module: Vite's loader met a missing chunk and staleChunks.ts reloads the page.
    if (!module || disposed) return never()
    const made = module.createCallEngine(deps)
    engine = made
    onEngine(made)
    // One at a time: a need handed meanwhile (by what an earlier one did) queues behind the rest.
    for (let need = waiting.shift(); need; need = waiting.shift()) hand(made, need)
    return made
  }

  const ready = (): Promise<CallEngine> => {
    if (engine) return Promise.resolve(engine)
    if (disposed) return never()
    loading ??= load().then(loaded, (error: unknown) => {
      // The failure is not kept (as React.lazy keeps it, pages.ts): the next need loads again.
      loading = null
      throw error
    })
    return loading
  }

  return {
    ready,
    deliver(need) {
      if (disposed) return
      if (engine && waiting.length === 0) return hand(engine, need)
      waiting.push(need)
      // A failed load leaves the needs waiting for the next one; the user's own action tells of it.
      ready().catch(() => {})
    },
    dispose() {
      disposed = true
      waiting.length = 0
      engine?.hangUp()
      engine = null
    },
  }
}
