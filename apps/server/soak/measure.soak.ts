import { describe, expect, it } from 'vitest'
import { ACTIONS, pickAction } from './load'
import { metricValue, percentile, Tally } from './measure'

/** The soak's own arithmetic, checked before ten minutes are spent on it. */
describe('the soak measurements', () => {
  it('reads an unlabelled series from the Prometheus text, not a longer name sharing its start', () => {
    const text = [
      '# HELP nodejs_eventloop_lag_max_seconds Maximum recorded event loop delay.',
      '# TYPE nodejs_eventloop_lag_max_seconds gauge',
      'nodejs_eventloop_lag_max_seconds_total 9',
      'nodejs_eventloop_lag_max_seconds 0.187 1700000000000',
    ].join('\n')
    expect(metricValue(text, 'nodejs_eventloop_lag_max_seconds')).toBe(0.187)
    expect(() => metricValue(text, 'nodejs_heap_size_used_bytes')).toThrow(/no nodejs_heap_size_used_bytes/)
  })

  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(sorted, 0.5)).toBe(50)
    expect(percentile(sorted, 0.99)).toBe(99)
    expect(percentile([7], 0.99)).toBe(7)
    expect(percentile([], 0.5)).toBe(0)
  })

  it('counts answers and failures by kind', () => {
    const tally = new Tally()
    tally.record('feed', 10)
    tally.record('feed', 30)
    tally.fail('feed', '500 POST /feed')
    tally.fail('chat', 'timeout')
    expect(tally.errorCount).toBe(2)
    expect(tally.summary()).toEqual({
      chat: { count: 0, errors: 1, p50Ms: 0, p99Ms: 0 },
      feed: { count: 2, errors: 1, p50Ms: 10, p99Ms: 30 },
    })
    expect(tally.examples).toEqual(['feed: 500 POST /feed', 'chat: timeout'])
  })

  it('picks each action of the mix in proportion to its weight', () => {
    const total = ACTIONS.reduce((sum, a) => sum + a.weight, 0)
    let from = 0
    for (const action of ACTIONS) {
      expect(pickAction(from / total).kind).toBe(action.kind)
      expect(pickAction((from + action.weight - 0.001) / total).kind).toBe(action.kind)
      from += action.weight
    }
    expect(pickAction(0.999999).kind).toBe(ACTIONS.at(-1)?.kind)
  })
})
