// Timing helpers shared by the suites: warm up, then take the median of several rounds, so one
// noisy moment on a shared machine does not decide a figure.
import { performance } from 'node:perf_hooks'

/** Median milliseconds per call of `fn` over `rounds` rounds of `perRound` sequential calls. */
export async function medianMs(fn, { warmup = 5, rounds = 7, perRound = 20 } = {}) {
  for (let i = 0; i < warmup; i += 1) await fn()
  const samples = []
  for (let r = 0; r < rounds; r += 1) {
    const start = performance.now()
    for (let i = 0; i < perRound; i += 1) await fn()
    samples.push((performance.now() - start) / perRound)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(samples.length / 2)]
}

/**
 * The 95th percentile, in milliseconds, of `calls` sequential calls of `fn` after `warmup`: the
 * latency nearly every user sees, where a median hides the slow tail of a search.
 */
export async function p95Ms(fn, { warmup = 5, calls = 40 } = {}) {
  for (let i = 0; i < warmup; i += 1) await fn()
  const samples = []
  for (let i = 0; i < calls; i += 1) {
    const start = performance.now()
    await fn()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.ceil(samples.length * 0.95) - 1]
}
