import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { IdentifierType } from '../profile-constants'
import {
  checkIdentifier,
  identifierIssue,
  isValidDoi,
  isValidIsbn,
  isValidIsbn10,
  isValidIsbn13,
  isValidIssn,
  isValidOrcid,
  isValidResearcherId,
  isValidSpin,
  normalizeIdentifier,
} from './identifiers'
import { IdentifierMessage } from './keys'

describe('ORCID iD', () => {
  it.each(['0000-0002-1825-0097', '0000-0001-5109-3700', '0000-0002-1694-233X', '0000-0002-1694-233x'])(
    'accepts the real iD %s',
    (value) => expect(isValidOrcid(value)).toBe(true),
  )

  it('accepts the iD as an orcid.org link', () => {
    expect(isValidOrcid('https://orcid.org/0000-0002-1825-0097')).toBe(true)
  })

  it.each([
    ['a check digit off by one', '0000-0002-1825-0098'],
    ['a body digit off by one', '0000-0002-1825-1097'],
    ['X where the check is a digit', '0000-0002-1825-009X'],
    ['a digit where the check is X', '0000-0002-1694-2330'],
    ['15 characters', '0000-0002-1825-009'],
    ['letters in the body', '0000-000A-1825-0097'],
  ])('refuses %s', (_, value) => expect(isValidOrcid(value)).toBe(false))

  it('stores the hyphenated form without the link', () => {
    expect(normalizeIdentifier(IdentifierType.Orcid, 'https://orcid.org/000000021694233x')).toBe(
      '0000-0002-1694-233X',
    )
  })
})

describe('DOI', () => {
  it.each([
    '10.1000/182',
    '10.1038/nphys1170',
    '10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI3>3.0.CO;2-O',
  ])('accepts %s', (value) => expect(isValidDoi(value)).toBe(true))

  it('accepts doi.org links and the doi: prefix, and stores the bare DOI', () => {
    expect(isValidDoi('https://doi.org/10.1038/nphys1170')).toBe(true)
    expect(normalizeIdentifier(IdentifierType.Doi, 'doi:10.1038/nphys1170')).toBe('10.1038/nphys1170')
  })

  it.each([
    ['a registrant of 3 digits', '10.123/abc'],
    ['another directory than 10', '11.1000/182'],
    ['no suffix', '10.1000/'],
    ['a space in the suffix', '10.1000/a b'],
    ['no slash', '10.1000182'],
  ])('refuses %s', (_, value) => expect(isValidDoi(value)).toBe(false))
})

describe('ISBN', () => {
  it.each(['978-0-306-40615-7', '9780306406157', '978 0 306 40615 7'])('accepts the ISBN-13 %s', (value) =>
    expect(isValidIsbn13(value)).toBe(true),
  )

  it.each(['0-306-40615-2', '0306406152', '0-8044-2957-X', '0-8044-2957-x'])(
    'accepts the ISBN-10 %s',
    (value) => expect(isValidIsbn10(value)).toBe(true),
  )

  it.each([
    ['an ISBN-13 check digit off by one', '978-0-306-40615-8'],
    ['an ISBN-10 check digit off by one', '0-306-40615-3'],
    ['an ISBN-13 without the 978/979 prefix', '977-0-306-40615-7'],
    ['an X inside an ISBN-10', '0-3X6-40615-2'],
    ['an X at the end of an ISBN-13', '978-0-306-40615-X'],
    ['12 digits', '978-0-306-40615'],
    ['other characters', '978/0/306/40615/7'],
  ])('refuses %s', (_, value) => expect(isValidIsbn(value)).toBe(false))
})

describe('ISSN', () => {
  it.each(['0378-5955', '03785955', '2434-561X', '2434-561x'])('accepts %s', (value) =>
    expect(isValidIssn(value)).toBe(true),
  )

  it.each([
    ['a check digit off by one', '0378-5956'],
    ['a body digit off by one', '0378-5965'],
    ['a digit where the check is X', '2434-5610'],
    ['seven digits', '0378-595'],
  ])('refuses %s', (_, value) => expect(isValidIssn(value)).toBe(false))

  it('stores NNNN-NNNC with an upper-case X', () => {
    expect(normalizeIdentifier(IdentifierType.Issn, '2434561x')).toBe('2434-561X')
  })
})

describe('ResearcherID and SPIN', () => {
  it.each(['A-1234-2008', 'AAA-1234-2020', 'ab-0001-2015'])('accepts the ResearcherID %s', (value) =>
    expect(isValidResearcherId(value)).toBe(true),
  )

  it.each(['A-123-2008', '1-1234-2008', 'A-1234-08', 'AAAA-1234-2020', 'A-1234-1808', 'A1234-2008'])(
    'refuses the ResearcherID %s',
    (value) => expect(isValidResearcherId(value)).toBe(false),
  )

  it.each(['1234-5678', '12345678'])('accepts the SPIN %s', (value) => expect(isValidSpin(value)).toBe(true))

  it.each(['123-45678', '1234-567', '1234-56789', 'ABCD-5678'])('refuses the SPIN %s', (value) =>
    expect(isValidSpin(value)).toBe(false),
  )
})

describe('identifierIssue and the zod refinement', () => {
  it('names the rule each system breaks, and accepts free-text systems', () => {
    expect(identifierIssue(IdentifierType.Orcid, '0000-0002-1825-0098')).toBe(IdentifierMessage.orcid)
    expect(identifierIssue(IdentifierType.Doi, 'nope')).toBe(IdentifierMessage.doi)
    expect(identifierIssue(IdentifierType.Isbn, '978-0-306-40615-8')).toBe(IdentifierMessage.isbn)
    expect(identifierIssue(IdentifierType.Issn, '0378-5956')).toBe(IdentifierMessage.issn)
    expect(identifierIssue(IdentifierType.Orcid, '0000-0002-1825-0097')).toBeNull()
    expect(identifierIssue(IdentifierType.Udk, '519.6')).toBeNull()
  })

  it('reports the invalid value on the value field', () => {
    const schema = z.object({ cIdentifier: z.string(), value: z.string() }).superRefine(checkIdentifier)
    const result = schema.safeParse({ cIdentifier: IdentifierType.Issn, value: '0378-5956' })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['value'], message: IdentifierMessage.issn }),
    ])
    expect(schema.safeParse({ cIdentifier: IdentifierType.Issn, value: '0378-5955' }).success).toBe(true)
  })
})
