import { describe, expect, it } from 'vitest'
import { isSweepable, ORPHAN_GRACE_MS, orphansAmong } from './orphan-sweep.model'

const now = new Date('2026-03-10T12:00:00Z')
const HOUR = 60 * 60 * 1000
const written = (key: string, agoMs: number) => ({
  key,
  size: 1,
  modifiedAt: new Date(now.getTime() - agoMs),
})

describe('the orphans among listed objects', () => {
  it('are those past the grace period that no row references', () => {
    const listed = [
      written('files/1/old-orphan', ORPHAN_GRACE_MS + HOUR),
      written('files/1/old-kept', ORPHAN_GRACE_MS + HOUR),
      written('files/1/young-orphan', ORPHAN_GRACE_MS - HOUR),
      written('covers/exact.webp', ORPHAN_GRACE_MS),
    ]
    const referenced = new Set(['files/1/old-kept'])
    expect(orphansAmong(listed, referenced, now, ORPHAN_GRACE_MS)).toEqual([
      'files/1/old-orphan',
      'covers/exact.webp',
    ])
  })

  it('never include tus uploads, whatever their age: tus-cleanup owns them', () => {
    const listed = [written('tus/0b6f.info', 10 * ORPHAN_GRACE_MS), written('tus/0b6f', 10 * ORPHAN_GRACE_MS)]
    expect(orphansAmong(listed, new Set(), now, ORPHAN_GRACE_MS)).toEqual([])
    expect(isSweepable(written('tusk/x', 10 * ORPHAN_GRACE_MS), now, ORPHAN_GRACE_MS)).toBe(true)
  })

  it('with no grace period, include an object written this instant', () => {
    expect(orphansAmong([written('files/2/a', 0)], new Set(), now, 0)).toEqual(['files/2/a'])
  })
})
