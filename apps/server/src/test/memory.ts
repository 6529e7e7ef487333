import { randomBytes } from 'node:crypto'

/**
 * Test helpers: large files that cost their sender one megabyte, and how much memory this process
 * (server and test clients) takes while work runs.
 */

const MB = 1024 * 1024
const filler = randomBytes(MB)

/**
 * `%PDF-` (so the upload's type sniffing accepts it) then incompressible filler, `bytes` in all (whole
 * megabytes): one chunk, reused.
 */
export function* largePdf(bytes: number): Generator<Buffer> {
  const header = Buffer.from('%PDF-1.4\n')
  yield header
  for (let i = 1; i < bytes / MB; i += 1) yield filler
  yield filler.subarray(header.length)
}

export const memory = () => {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage()
  return { rss, heapUsed, external, arrayBuffers }
}
export type Memory = ReturnType<typeof memory>
const each = (choose: (a: number, b: number) => number) => (a: Memory, b: Memory) => ({
  rss: choose(a.rss, b.rss),
  heapUsed: choose(a.heapUsed, b.heapUsed),
  external: choose(a.external, b.external),
  arrayBuffers: choose(a.arrayBuffers, b.arrayBuffers),
})
export const growth = each((from, to) => to - from)
const maxOf = each(Math.max)
const minOf = each(Math.min)

/** Collects garbage when the process was started with --expose-gc; the bounds hold without it. */
export const settle = async () => {
  ;(globalThis as { gc?: () => void }).gc?.()
  await new Promise((resolve) => setTimeout(resolve, 50))
}

/**
 * Samples memory every few milliseconds while `work` runs; answers how far it rose above the lowest
 * level seen, so that garbage left from before the work does not hide what the work holds.
 */
export async function growthDuring<T>(work: () => Promise<T>): Promise<{ result: T; growth: Memory }> {
  await settle()
  let floor = memory()
  let peak = floor
  const sample = () => {
    const now = memory()
    floor = minOf(floor, now)
    peak = maxOf(peak, now)
  }
  const timer = setInterval(sample, 2)
  try {
    const result = await work()
    sample()
    return { result, growth: growth(floor, peak) }
  } finally {
    clearInterval(timer)
  }
}
