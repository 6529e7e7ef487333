import { describe, expect, it } from 'vitest'
import { publicationContentPath } from './search-constants'

describe('search constants', () => {
  it('points a result file at /publication/{id}/content', () => {
    expect(publicationContentPath(5)).toBe('/publication/5/content')
  })

  it('escapes an id so it cannot leave its path segment', () => {
    expect(publicationContentPath('a/../b')).toBe('/publication/a%2F..%2Fb/content')
  })
})
