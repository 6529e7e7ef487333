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
