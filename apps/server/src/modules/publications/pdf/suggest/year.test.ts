import { describe, expect, it } from 'vitest'
import { publicationYear } from './year'

const now = new Date('2025-06-01T00:00:00Z')

describe('publicationYear', () => {
  it('takes the latest year of the lines that date the paper', () => {
    expect(publicationYear(['Received 3 March 2020; accepted 2021', 'as in 2015 and 2015'], null, now)).toBe(
      2021,
    )
    expect(
      publicationYear(['Физика твёрдого тела, 2019, т. 61, вып. 5', 'Ранее (2008, 2011)'], null, now),
    ).toBe(2019)
  })

  it('takes the year the PDF was made when no line dates the paper', () => {
    expect(publicationYear(['Ранее (2008, 2011, 2011)'], new Date('2016-02-03T00:00:00Z'), now)).toBe(2016)
  })

  it('else the year the page names most often, the latest of equals', () => {
    expect(publicationYear(['Ранее (2008, 2011, 2011, 2008, 1999)'], null, now)).toBe(2011)
  })

  it('reads no year out of a DOI or a link, nor one after next year', () => {
    expect(
      publicationYear(['DOI: 10.21883/FTT.2019.05.47581', 'https://example.org/2018/paper'], null, now),
    ).toBeUndefined()
    expect(publicationYear(['© 2099'], null, now)).toBeUndefined()
    expect(publicationYear(['© 2026'], null, now)).toBe(2026)
  })

  it('prefers a year printed above the abstract to the year the PDF was made', () => {
    const lines = ['Libtasn1', 'for version 4.19.0, 18 August 2022', 'Abstract', 'As in (2008, 2011, 2011).']
    expect(publicationYear(lines, new Date('2025-02-03T00:00:00Z'), now)).toBe(2022)
  })
})
