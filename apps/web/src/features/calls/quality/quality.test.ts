import { describe, expect, it } from 'vitest'
import { classifyQuality, type QualitySample, sampleQuality, statsOf } from './quality'

const inbound = (mid: string, packetsReceived: number, packetsLost: number, jitter = 0.005) => ({
  type: 'inbound-rtp',
  id: `in-${mid}`,
  mid,
  packetsReceived,
  packetsLost,
  jitter,
})
const pair = (currentRoundTripTime: number) => ({
  type: 'candidate-pair',
  id: 'pair',
  state: 'succeeded',
  nominated: true,
  currentRoundTripTime,
})

const sample = (change: Partial<QualitySample> = {}): QualitySample => ({
  received: 0,
  lost: 0,
  jitter: 0.005,
  rtt: 0.02,
  ...change,
})

describe('sampleQuality', () => {
  it('adds up the inbound streams and takes the worst jitter and the nominated pair round trip', () => {
    const got = sampleQuality([
      inbound('0', 100, 2, 0.01),
      inbound('1', 300, 4, 0.04),
      pair(0.12),
      { type: 'remote-inbound-rtp', roundTripTime: 0.9 },
    ])
    expect(got).toEqual({ received: 400, lost: 6, jitter: 0.04, rtt: 0.12 })
  })

  it('counts only the mids of one remote session when given them (a media server connection)', () => {
    const got = sampleQuality([inbound('0', 100, 0), inbound('1', 50, 50), pair(0.05)], new Set(['0']))
    expect(got).toMatchObject({ received: 100, lost: 0 })
  })

  it('prefers the pair the transport selected, and falls back to the RTCP round trip', () => {
    const selected = [
      { type: 'transport', selectedCandidatePairId: 'b' },
      { ...pair(0.5), id: 'a' },
      { ...pair(0.08), id: 'b' },
      inbound('0', 1, 0),
    ]
    expect(sampleQuality(selected)?.rtt).toBe(0.08)
    expect(sampleQuality([inbound('0', 1, 0), { type: 'remote-inbound-rtp', roundTripTime: 0.3 }])?.rtt).toBe(
      0.3,
    )
  })

  it('has nothing to say without an inbound stream', () => {
    expect(sampleQuality([pair(0.05)])).toBeNull()
    expect(sampleQuality([inbound('1', 10, 0)], new Set(['0']))).toBeNull()
  })

  it('reads a getStats report', () => {
    const report = new Map([['x', inbound('0', 5, 0)]]) as unknown as RTCStatsReport
    expect(statsOf(report)).toEqual([inbound('0', 5, 0)])
  })
})

describe('classifyQuality', () => {
  it('is good on a clean line', () => {
    expect(classifyQuality(sample({ received: 100 }), sample({ received: 200 }))).toBe('good')
  })

  it('judges the loss of the last interval, not of the whole call', () => {
    // 50 lost long ago, none since.
    const before = sample({ received: 1000, lost: 50 })
    expect(classifyQuality(before, sample({ received: 1100, lost: 50 }))).toBe('good')
    expect(classifyQuality(before, sample({ received: 1095, lost: 55 }))).toBe('fair')
    expect(classifyQuality(before, sample({ received: 1080, lost: 70 }))).toBe('poor')
  })

  it('takes the totals for the first sample', () => {
    expect(classifyQuality(null, sample({ received: 90, lost: 10 }))).toBe('poor')
  })

  it('starts over when the counters went back (a new connection)', () => {
    expect(classifyQuality(sample({ received: 5000 }), sample({ received: 100 }))).toBe('good')
  })

  it('is fair on a slow or jittery line and poor on a very slow or very jittery one', () => {
    const [a, b] = [sample({ received: 100 }), sample({ received: 200 })]
    expect(classifyQuality(a, { ...b, rtt: 0.4 })).toBe('fair')
    expect(classifyQuality(a, { ...b, jitter: 0.05 })).toBe('fair')
    expect(classifyQuality(a, { ...b, rtt: 0.8 })).toBe('poor')
    expect(classifyQuality(a, { ...b, jitter: 0.15 })).toBe('poor')
  })

  it('is unknown with nothing received in the interval or no sample', () => {
    expect(classifyQuality(sample({ received: 100 }), sample({ received: 100 }))).toBe('unknown')
    expect(classifyQuality(sample(), null)).toBe('unknown')
  })

  it('judges loss alone when the round trip and the jitter are not reported', () => {
    expect(classifyQuality(null, sample({ received: 100, rtt: null, jitter: null }))).toBe('good')
  })
})
