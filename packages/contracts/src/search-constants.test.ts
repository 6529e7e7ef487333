import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SEARCH_SIZE,
  PUBLICATION_RUBRIC_CLASS,
  publicationContentPath,
  SEARCH_RESULT_FILE_TYPE,
} from './search-constants'

describe('search constants', () => {
  it('reads rubrics from class 39, marks files with type 100 and searches short by default', () => {
    expect(PUBLICATION_RUBRIC_CLASS).toBe(39)
    expect(SEARCH_RESULT_FILE_TYPE).toBe(100)
    expect(DEFAULT_SEARCH_SIZE).toBe('short')
  })

  it('points a result file at /publication/{id}/content', () => {
    expect(publicationContentPath(5)).toBe('/publication/5/content')
  })

  it('escapes an id so it cannot leave its path segment', () => {
    expect(publicationContentPath('a/../b')).toBe('/publication/a%2F..%2Fb/content')
  })
})
