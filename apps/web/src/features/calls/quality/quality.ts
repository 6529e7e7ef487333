/** How well the media of one remote session arrives, as its tile shows it. */
export type Quality = 'good' | 'fair' | 'poor' | 'unknown'

/** What one getStats report says about the media received from one remote session. */
export type QualitySample = {
  /** Packets received and lost so far over its inbound streams (counters since the connection began). */
  received: number
  lost: number
  /** The worst inbound jitter, in seconds. */
  jitter: number | null
  /** Round trip of the connection, in seconds. */
  rtt: number | null
}

/** The fields of the getStats entries the quality reads (RTCStatsReport's values are loosely typed). */
export type StatEntry = {
  type?: string
  id?: string
  mid?: string
  kind?: string
  trackIdentifier?: string
  packetsReceived?: number
  packetsLost?: number
  jitter?: number
  audioLevel?: number
  roundTripTime?: number
  currentRoundTripTime?: number
  state?: string
  nominated?: boolean
  selectedCandidatePairId?: string
}

export const statsOf = (report: RTCStatsReport): StatEntry[] => {
  const entries: StatEntry[] = []
  report.forEach((entry: StatEntry) => {
    entries.push(entry)
  })
  return entries
}

const roundTrip = (stats: readonly StatEntry[]): number | null => {
  const selectedId = stats.find(
    (s) => s.type === 'transport' && s.selectedCandidatePairId,
  )?.selectedCandidatePairId
  const pair =
    stats.find((s) => s.type === 'candidate-pair' && s.id === selectedId) ??
    stats.find((s) => s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded')
  if (typeof pair?.currentRoundTripTime === 'number') return pair.currentRoundTripTime
  // RTCP's round trip, reported for what this side sends (a mesh peer; a subscriber sends nothing).
  const rtcp = stats
    .filter((s) => s.type === 'remote-inbound-rtp' && typeof s.roundTripTime === 'number')
    .map((s) => s.roundTripTime as number)
  return rtcp.length > 0 ? Math.max(...rtcp) : null
}

/**
 * The sample of a report: all its inbound streams (a mesh peer's connection carries one remote
 * session), or only those of `mids` (the media server's connection carries everyone).
 */
export const sampleQuality = (
  stats: readonly StatEntry[],
  mids?: ReadonlySet<string>,
): QualitySample | null => {
  const inbound = stats.filter(
    (s) => s.type === 'inbound-rtp' && (!mids || (s.mid !== undefined && mids.has(s.mid))),
  )
  if (inbound.length === 0) return null
  const jitters = inbound.flatMap((s) => (typeof s.jitter === 'number' ? [s.jitter] : []))
  return {
    received: inbound.reduce((sum, s) => sum + (s.packetsReceived ?? 0), 0),
    lost: inbound.reduce((sum, s) => sum + Math.max(0, s.packetsLost ?? 0), 0),
    jitter: jitters.length > 0 ? Math.max(...jitters) : null,
    rtt: roundTrip(stats),
  }
}

/**
 * Thresholds of the usual guidance for real-time voice and video: under 2 % loss, 300 ms round
 * trip and 30 ms jitter a call sounds clean; from 8 % loss, 600 ms or 100 ms it breaks up.
 */
const GOOD = { loss: 0.02, rtt: 0.3, jitter: 0.03 }
const POOR = { loss: 0.08, rtt: 0.6, jitter: 0.1 }

/**
 * The quality over the interval between two samples of the same session: the loss is that of the
 * interval (the call's early trouble is forgotten), the round trip and jitter are the latest.
 */
export const classifyQuality = (previous: QualitySample | null, current: QualitySample | null): Quality => {
  if (!current) return 'unknown'
  // Counters that went back belong to a new connection: its totals are the interval.
  const base =
    previous && previous.received <= current.received && previous.lost <= current.lost ? previous : null
  const received = current.received - (base?.received ?? 0)
  const lost = current.lost - (base?.lost ?? 0)
  if (received + lost <= 0) return 'unknown'
  const loss = lost / (received + lost)
  const rtt = current.rtt ?? 0
  const jitter = current.jitter ?? 0
  if (loss >= POOR.loss || rtt >= POOR.rtt || jitter >= POOR.jitter) return 'poor'
  if (loss >= GOOD.loss || rtt >= GOOD.rtt || jitter >= GOOD.jitter) return 'fair'
  return 'good'
}
