import { describe, expect, it, vi } from 'vitest'
import { createQualityMonitor, type QualitySamples } from './monitor'

const at = (received: number, lost = 0) => ({ received, lost, jitter: 0.001, rtt: 0.01 })

describe('quality monitor', () => {
  it('classifies each session against its previous sample and tells only changes', async () => {
    const rounds: QualitySamples[] = [
      new Map([['a', at(100)]]),
      new Map([['a', at(200)]]),
      new Map([
        ['a', at(280, 20)],
        ['b', null],
      ]),
    ]
    const onChange = vi.fn()
    const monitor = createQualityMonitor(async () => rounds.shift() ?? new Map(), onChange)
    await monitor.tick()
    await monitor.tick()
    expect(onChange.mock.calls).toEqual([[{ a: 'good' }]])
    await monitor.tick()
    expect(onChange).toHaveBeenLastCalledWith({ a: 'poor', b: 'unknown' })
    await monitor.tick()
    expect(onChange).toHaveBeenLastCalledWith({})
  })
})
