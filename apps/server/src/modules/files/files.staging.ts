import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** Thrown while streaming when the request's total grows past its budget. */
export class BudgetExceeded extends Error {}

/** What streaming one part to disk learnt about it. */
export interface StagedPart {
  path: string
  size: number
  sha256: string
  /** Valid UTF-8 from end to end, without NUL bytes. */
  isText: boolean
}

/**
 * Streams one uploaded part into a file while counting, hashing and checking for text; fails with
 * `BudgetExceeded` as soon as the bytes of the whole request pass `budget.remaining`, so a large
 * upload is never held in memory nor written past the limit.
 */
export async function stagePart(source: Readable, path: string, budget: { remaining: number }) {
  const hash = createHash('sha256')
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let size = 0
  let isText = true
  const counter = new Transform({
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
  await pipeline(source, counter, createWriteStream(path))
  if (isText) {
    try {
      decoder.decode()
    } catch {
      isText = false
    }
  }
  return { path, size, sha256: hash.digest('hex'), isText } satisfies StagedPart
}
