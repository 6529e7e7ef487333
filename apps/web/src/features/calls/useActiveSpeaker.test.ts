import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CallEngine } from './callEngine'
import { fakeStream, fakeTrack } from './fakePeer'
import { OWN, useActiveSpeaker } from './useActiveSpeaker'
import { useCallEngine } from './useCallLive'

/** The microphone's samples the fake analyser hands out: a steady tone of this amplitude. */
let ownAmplitude = 0
class FakeAudioContext {
  state = 'running'
  createMediaStreamSource = () => ({ connect: () => {}, disconnect: () => {} })
  createAnalyser = () => ({
    fftSize: 0,
    disconnect: () => {},
    getFloatTimeDomainData: (samples: Float32Array) => samples.fill(ownAmplitude),
  })
}

let remote = new Map<string, number>()
const audioLevels = vi.fn(async () => remote)

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('AudioContext', FakeAudioContext)
  vi.stubGlobal('MediaStream', class {})
  ownAmplitude = 0
  remote = new Map()
  audioLevels.mockClear()
  useCallEngine.setState({ engine: { audioLevels } as unknown as CallEngine })
})

afterEach(() => {
  // Unmounted first: a hook still mounted would start again on the engine's reset, without the stubs.
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  useCallEngine.setState({ engine: null })
})

const mic = fakeStream([fakeTrack('audio')])
/** Half a second: the statistics are polled twice a second, the microphone ten times. */
const listen = () => act(() => vi.advanceTimersByTimeAsync(500))

describe('useActiveSpeaker', () => {
  it('names the loudest other session from the connections’ statistics', async () => {
    remote = new Map([
      ['a', 0.05],
      ['b', 0.3],
    ])
    const { result } = renderHook(() => useActiveSpeaker(mic, true))
    await listen()
    expect(result.current).toBe('b')
  })

  it('names the user when their own microphone is the loudest, and never while it is off', async () => {
    remote = new Map([['a', 0.1]])
    ownAmplitude = 0.5
    const { result, rerender } = renderHook(({ on }) => useActiveSpeaker(mic, on), {
      initialProps: { on: true },
    })
    await listen()
    expect(result.current).toBe(OWN)
    rerender({ on: false })
    await listen()
    expect(result.current).toBe('a')
  })

  it('renders again only when the speaker changes, not with every level', async () => {
    remote = new Map([['b', 0.3]])
    let renders = 0
    const { result } = renderHook(() => {
      renders += 1
      return useActiveSpeaker(mic, true)
    })
    await listen()
    expect(result.current).toBe('b')
    const before = renders
    // The user's microphone and the others' levels keep moving, under the same loudest speaker.
    for (let step = 1; step <= 20; step++) {
      ownAmplitude = step / 100
      remote = new Map([
        ['a', step / 200],
        ['b', 0.3],
      ])
      await act(() => vi.advanceTimersByTimeAsync(100))
    }
    expect(result.current).toBe('b')
    expect(renders).toBe(before)
    // The others fall quieter than the user: one render, for the new speaker.
    remote = new Map([['b', 0.1]])
    await listen()
    expect(result.current).toBe(OWN)
    expect(renders).toBe(before + 1)
  })

  it('names nobody in silence, and stops asking for statistics once gone', async () => {
    remote = new Map([['a', 0.001]])
    const { result, unmount } = renderHook(() => useActiveSpeaker(mic, true))
    await listen()
    expect(result.current).toBeNull()
    const asked = audioLevels.mock.calls.length
    expect(asked).toBeGreaterThan(0)
    unmount()
    await listen()
    expect(audioLevels.mock.calls.length).toBe(asked)
  })
})
