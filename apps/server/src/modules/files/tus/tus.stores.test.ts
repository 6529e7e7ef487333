import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTusStore } from './tus.stores'

describe('the tus store on disk', () => {
  it('has its folder when it is made, and leaves no pending mkdir to throw once the folder is gone', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'nauka-tus-store-'))
    const root = join(parent, 'data', 'files')
    const uncaught: unknown[] = []
    const record = (err: unknown) => uncaught.push(err)
    process.on('uncaughtException', record)
    try {
      createTusStore({ driver: 'disk', root })
      expect(existsSync(root)).toBe(true)
      rmSync(parent, { recursive: true, force: true })
      // Long enough for any mkdir queued by the store to have run and reported.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(uncaught).toEqual([])
    } finally {
      process.off('uncaughtException', record)
      rmSync(parent, { recursive: true, force: true })
    }
  })
})
