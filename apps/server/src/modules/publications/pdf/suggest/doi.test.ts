import { describe, expect, it } from 'vitest'
import { doisIn, pageDoi } from './doi'

describe('doisIn', () => {
  it.each([
    ['a sentence', 'See 10.1000/xyz123.', ['10.1000/xyz123']],
    ['a doi: prefix in brackets', '(doi:10.1038/nphys1170)', ['10.1038/nphys1170']],
    [
      'brackets of the DOI itself',
      'DOI 10.1016/S0009-2614(02)01234-5, p. 3',
      ['10.1016/S0009-2614(02)01234-5'],
    ],
    ['a link', 'https://doi.org/10.1103/PhysRevB.99.045301', ['10.1103/PhysRevB.99.045301']],
    ['a registrant code too short to be one', 'version 10.12/abc', []],
    ['digits that only look like one', 'page 110.1234/5', []],
  ])('in %s', (_, text, dois) => expect(doisIn(text)).toEqual(dois))
})

describe('pageDoi', () => {
  it('prefers the DOI of a line that says DOI over one the page cites', () => {
    expect(pageDoi(['As shown in 10.1000/cited.1', 'DOI: 10.1000/own.2'])).toBe('10.1000/own.2')
    expect(pageDoi(['As shown in 10.1000/cited.1'])).toBe('10.1000/cited.1')
    expect(pageDoi(['No identifier here'])).toBeUndefined()
  })
})
