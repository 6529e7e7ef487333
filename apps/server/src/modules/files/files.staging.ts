import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** Thrown while streaming when the request's total grows past its budget. */
export class BudgetExceeded extends Error {}

/** What streaming one part to disk learnt about it. */
export interface StagedPart extends Inspected {
  path: string
}

/** What the bytes that passed through an inspector were. */
export interface Inspected {
  size: number
  sha256: string
  /** Valid UTF-8 from end to end, without NUL bytes. */
  isText: boolean
}

/**
 * A pass-through stream that counts, hashes and checks for text the bytes going through it, and
 * fails with `BudgetExceeded` once they pass `budget.remaining` (shared by the parts of a request).
 * `result()` is read after the stream has ended.
 */
export function inspectBytes(budget: { remaining: number } = { remaining: Number.POSITIVE_INFINITY }) {
  const hash = createHash('sha256')
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let size = 0
  let isText = true
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      budget.remaining -= chunk.length
      if (budget.remaining < 0) return done(new BudgetExceeded())
      hash.update(chunk)
      if (isText) {
        try {
          isText = !chunk.includes(0)
          decoder.decode(chunk, { stream: true })
        } catch {
          isText = false
        }
      }
      done(null, chunk)
    },
  })
  const result = (): Inspected => {
    if (isText) {
      try {
        decoder.decode()
      } catch {
        isText = false
      }
    }
    return { size, sha256: hash.digest('hex'), isText }
  }
  return { stream, result }
}

/**
 * Streams one uploaded part into a file while inspecting it; fails with `BudgetExceeded` as soon as
 * the bytes of the whole request pass `budget.remaining`, so a large upload is never held in memory
 * nor written past the limit.
 */
export async function stagePart(source: Readable, path: string, budget: { remaining: number }) {
  const inspector = inspectBytes(budget)
  await pipeline(source, inspector.stream, createWriteStream(path))
  return { path, ...inspector.result() } satisfies StagedPart
}
