import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { browserLanes, SOLO_SPECS } from './browser-lanes.mjs'

describe('the browser specs in lanes', () => {
  const specs = readdirSync('apps/web/e2e').filter((name) => name.endsWith('.spec.ts'))

  it('runs every spec exactly once', () => {
    const { lanes, solo } = browserLanes(specs)
    const all = [...lanes.flat(), ...solo]
    expect(all.sort()).toEqual([...specs].sort())
    expect(new Set(all).size).toBe(all.length)
  })

  it('keeps the eight-person call alone, and the walks and media specs together in the first lane', () => {
    const { lanes, solo } = browserLanes(specs)
    expect(solo).toEqual(SOLO_SPECS)
    expect(lanes[0]).toEqual(
      expect.arrayContaining(['newcomer-walk.spec.ts', 'calls.spec.ts', 'chat-voice.spec.ts']),
    )
    expect(lanes[1]).toEqual(expect.arrayContaining(['feed-live.spec.ts', 'accounts.spec.ts']))
    expect(lanes[1].filter((spec) => spec.startsWith('calls'))).toEqual([])
  })

  it('puts a new spec in the second lane and ignores files that are not specs', () => {
    const { lanes, solo } = browserLanes([
      'zeta.spec.ts',
      'calls-sfu.spec.ts',
      'helpers.ts',
      'calls-x.spec.ts',
    ])
    expect(lanes).toEqual([['calls-x.spec.ts'], ['zeta.spec.ts']])
    expect(solo).toEqual(['calls-sfu.spec.ts'])
  })
})
