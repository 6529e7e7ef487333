import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLayerPicker, LAYER_DEBOUNCE_MS, substreamFor } from './layers'

describe('substreamFor', () => {
  it('gives a small tile the quarter picture, a medium one the half and a large one the full', () => {
    expect([0, 200, 319, 320, 639, 640, 1200].map(substreamFor)).toEqual([0, 0, 0, 1, 1, 2, 2])
  })
})

describe('layer picker', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks once a size has settled, and only when the layer changes', () => {
    const send = vi.fn()
    const picker = createLayerPicker(send)
    picker.setCameras(new Map([['s1', '3']]))
    picker.setTileSize('s1', 900)
    picker.setTileSize('s1', 200)
    expect(send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(LAYER_DEBOUNCE_MS)
    expect(send.mock.calls).toEqual([['3', 0]])
    picker.setTileSize('s1', 250)
    vi.advanceTimersByTime(LAYER_DEBOUNCE_MS)
    expect(send).toHaveBeenCalledTimes(1)
    picker.setTileSize('s1', 700)
    vi.advanceTimersByTime(LAYER_DEBOUNCE_MS)
    expect(send.mock.calls).toEqual([
      ['3', 0],
      ['3', 2],
    ])
  })

  it('waits for the camera of a session sized before it arrived, and asks again for a new mid', () => {
    const send = vi.fn()
    const picker = createLayerPicker(send)
    picker.setTileSize('s1', 400)
    vi.advanceTimersByTime(LAYER_DEBOUNCE_MS)
    expect(send).not.toHaveBeenCalled()
    picker.setCameras(new Map([['s1', '1']]))
    expect(send.mock.calls).toEqual([['1', 1]])
    picker.setCameras(new Map([['s1', '1']]))
    expect(send).toHaveBeenCalledTimes(1)
    picker.setCameras(new Map([['s1', '5']]))
    expect(send.mock.calls.at(-1)).toEqual(['5', 1])
  })

  it('asks again when a mid is reused for another session camera', () => {
    const send = vi.fn()
    const picker = createLayerPicker(send)
    picker.setCameras(new Map([['s1', '1']]))
    picker.setTileSize('s1', 100)
    picker.setTileSize('s2', 100)
    vi.advanceTimersByTime(LAYER_DEBOUNCE_MS)
    picker.setCameras(new Map([['s2', '1']]))
    expect(send.mock.calls).toEqual([
      ['1', 0],
      ['1', 0],
    ])
  })

  it('asks nothing after it is closed', () => {
    const send = vi.fn()
    const picker = createLayerPicker(send)
    picker.setCameras(new Map([['s1', '1']]))
    picker.setTileSize('s1', 100)
    picker.close()
    vi.advanceTimersByTime(LAYER_DEBOUNCE_MS * 2)
    expect(send).not.toHaveBeenCalled()
  })
})
