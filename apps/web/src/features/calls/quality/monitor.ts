import { classifyQuality, type Quality, type QualitySample } from './quality'

/** Each remote session's latest sample (null: nothing received from it yet). */
export type QualitySamples = Map<string, QualitySample | null>

/** How often the quality is sampled: often enough to follow a line getting worse, cheap on a phone. */
export const QUALITY_INTERVAL_MS = 2_500

/**
 * Turns successive samples into each remote session's quality; `onChange` hears only a change,
 * so the tiles re-render only then.
 */
export const createQualityMonitor = (
  source: () => Promise<QualitySamples>,
  onChange: (quality: Record<string, Quality>) => void,
) => {
  let previous: QualitySamples = new Map()
  let last: Record<string, Quality> = {}
  return {
    async tick() {
      const samples = await source()
      const next: Record<string, Quality> = {}
      for (const [id, sample] of samples) next[id] = classifyQuality(previous.get(id) ?? null, sample)
      previous = samples
      const ids = Object.keys(next)
      const changed = ids.length !== Object.keys(last).length || ids.some((id) => next[id] !== last[id])
      if (!changed) return
      last = next
      onChange(next)
    },
  }
}
