import { describe, expect, it } from 'vitest'
import { ACCESS } from './publications.access'
import { coverCacheControl, coverSourceOf, coverUrlOf, coverVersion } from './publications.cover.model'

const ID = '0b7c7c3e-5d1a-4f7e-9a39-6c2f1d1e2a10'
const IMAGE = '5f0f3c1e-8a4b-4c2d-9e6f-7a8b9c0d1e2f'

describe('the cover of an item', () => {
  it('is the image its author picked over the page the job drew, and none without either', () => {
    expect(coverSourceOf({ cover: IMAGE }, 'covers/a.webp', true)).toEqual({ kind: 'picked', fileId: IMAGE })
    expect(coverSourceOf({}, 'covers/a.webp', false)).toEqual({ kind: 'rendered', key: 'covers/a.webp' })
    expect(coverSourceOf({ cover: null }, null, false)).toBeNull()
  })

  it('is the page the job drew once the picked image is deleted, and none without that page', () => {
    expect(coverSourceOf({ cover: IMAGE }, 'covers/a.webp', false)).toEqual({
      kind: 'rendered',
      key: 'covers/a.webp',
    })
    expect(coverSourceOf({ cover: IMAGE }, null, false)).toBeNull()
  })

  it('has an address on its item that changes with the cover', () => {
    const drawn = coverUrlOf(ID, { kind: 'rendered', key: 'covers/a.webp' })
    expect(drawn).toMatch(new RegExp(`^/api/core/publication/${ID}/cover\\?v=[\\w-]{16}$`))
    expect(coverUrlOf(ID, { kind: 'rendered', key: 'covers/b.webp' })).not.toBe(drawn)
    expect(coverUrlOf(ID, { kind: 'picked', fileId: IMAGE })).not.toBe(drawn)
    expect(coverUrlOf(ID, null)).toBeNull()
  })

  it('names a cover the same way each time', () => {
    const source = { kind: 'picked', fileId: IMAGE } as const
    expect(coverVersion(source)).toBe(coverVersion({ ...source }))
  })

  it('may be kept by shared caches only when the item is open', () => {
    expect(coverCacheControl(ACCESS.open)).toBe('public, max-age=3600')
    for (const level of [ACCESS.registered, ACCESS.followers, ACCESS.private])
      expect(coverCacheControl(level)).toBe('private, no-cache')
  })
})
