import { describe, expect, it, vi } from 'vitest'
import type { AppSocket } from '../../api/socket'
import { fakeSocket } from '../../test/fakeSocket'
import type { CallEngine, EngineDeps } from './callEngine'
import { createEngineLoader, type EngineModule } from './callEngineLoader'

// Counts the evaluations of the real engine's module: the loader's own import must not be one.
const engineModule = vi.hoisted(() => ({ imported: 0 }))
vi.mock('./callEngine', async (importOriginal) => {
  engineModule.imported += 1
  return importOriginal()
})

const deps: EngineDeps = { socket: fakeSocket as unknown as AppSocket, me: () => 2 }

/** An engine whose methods record their calls. */
const fakeEngine = () =>
  ({ onCallEvent: vi.fn(), hangUp: vi.fn(), start: vi.fn() }) as unknown as CallEngine &
    Record<'onCallEvent' | 'hangUp' | 'start', ReturnType<typeof vi.fn>>

/** A load the test settles: with the module made of `engine`, or with a failure. */
const controlledLoad = () => {
  const settles: { resolve: (module: EngineModule) => void; reject: (error: Error) => void }[] = []
  const load = vi.fn(() => new Promise<EngineModule>((resolve, reject) => settles.push({ resolve, reject })))
  const succeed = (engine: CallEngine) => settles.at(-1)?.resolve({ createCallEngine: () => engine })
  const fail = () => settles.at(-1)?.reject(new Error('chunk failed'))
  return { load, succeed, fail }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createEngineLoader', () => {
  it('imports the engine’s module at the first need, not before', async () => {
    const made: CallEngine[] = []
    const loader = createEngineLoader(deps, (engine) => made.push(engine))
    await settled()
    expect(engineModule.imported).toBe(0)
    expect(made).toEqual([])

    const got = vi.fn()
    loader.deliver(got)
    await vi.waitFor(() => expect(got).toHaveBeenCalledTimes(1))
    expect(engineModule.imported).toBe(1)
    expect(made).toHaveLength(1)
    expect(got).toHaveBeenCalledWith(made[0])
    loader.dispose()
  })

  it('hands the events that came while the engine loaded to it once loaded, in the order they came', async () => {
    const { load, succeed } = controlledLoad()
    const engine = fakeEngine()
    const told: CallEngine[] = []
    const loader = createEngineLoader(deps, (made) => told.push(made), load)
    const seen: [number, CallEngine][] = []
    for (const n of [1, 2, 3]) loader.deliver((e) => seen.push([n, e]))
    expect(load).toHaveBeenCalledTimes(1)
    await settled()
    expect(seen).toEqual([])

    succeed(engine)
    await settled()
    expect(told).toEqual([engine])
    expect(seen).toEqual([
      [1, engine],
      [2, engine],
      [3, engine],
    ])

    // Once loaded, an event reaches the engine at once, and nothing loads again.
    loader.deliver((e) => seen.push([4, e]))
    expect(seen.at(-1)).toEqual([4, engine])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads again at the next event after a failed load, the earlier events still first', async () => {
    const { load, succeed, fail } = controlledLoad()
    const engine = fakeEngine()
    const loader = createEngineLoader(deps, () => {}, load)
    const seen: number[] = []
    loader.deliver(() => seen.push(1))
    fail()
    await settled()
    expect(seen).toEqual([])

    loader.deliver(() => seen.push(2))
    expect(load).toHaveBeenCalledTimes(2)
    succeed(engine)
    await settled()
    expect(seen).toEqual([1, 2])
  })

  it('rejects the user’s action when the load fails, and loads again at the next', async () => {
    const { load, succeed, fail } = controlledLoad()
    const engine = fakeEngine()
    const loader = createEngineLoader(deps, () => {}, load)
    const first = loader.ready()
    fail()
    await expect(first).rejects.toThrow('chunk failed')

    const second = loader.ready()
    expect(load).toHaveBeenCalledTimes(2)
    succeed(engine)
    await expect(second).resolves.toBe(engine)
  })

  it('hands a user’s action the engine after the events that came before it', async () => {
    const { load, succeed } = controlledLoad()
    const engine = fakeEngine()
    const loader = createEngineLoader(deps, () => {}, load)
    loader.deliver((e) => e.onCallEvent({ dialogId: 1 } as never))
    const action = loader.ready().then((e) => e.start(5, 'audio' as never))
    succeed(engine)
    await action
    expect(engine.onCallEvent.mock.invocationCallOrder[0]).toBeLessThan(
      engine.start.mock.invocationCallOrder[0] ?? 0,
    )
  })

  it('keeps handing the later events when one fails in the engine', async () => {
    vi.useFakeTimers()
    const { load, succeed } = controlledLoad()
    const engine = fakeEngine()
    const loader = createEngineLoader(deps, () => {}, load)
    const seen: number[] = []
    loader.deliver(() => {
      throw new Error('engine failed')
    })
    loader.deliver(() => seen.push(2))
    succeed(engine)
    await loader.ready()
    expect(seen).toEqual([2])
    // The failure is reported on its own, after the others.
    expect(() => vi.runOnlyPendingTimers()).toThrow('engine failed')
  })

  it('hangs up the engine when the connection goes, and makes none from a load still under way', async () => {
    const loaded = controlledLoad()
    const engine = fakeEngine()
    const loader = createEngineLoader(deps, () => {}, loaded.load)
    loader.deliver(() => {})
    loaded.succeed(engine)
    await settled()
    loader.dispose()
    expect(engine.hangUp).toHaveBeenCalledTimes(1)

    const late = controlledLoad()
    const told = vi.fn()
    const gone = createEngineLoader(deps, told, late.load)
    const got = vi.fn()
    gone.deliver(got)
    gone.dispose()
    late.succeed(fakeEngine())
    await settled()
    expect(told).not.toHaveBeenCalled()
    expect(got).not.toHaveBeenCalled()
  })
})
