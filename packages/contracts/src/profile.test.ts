import { describe, expect, it } from 'vitest'
import { FollowUpdate } from './follow'
import { parseUserSegment, userSegment } from './follow-segment'
import { ProfileInfoUpdate } from './profile'
import { ContactType, IdentifierType } from './profile-constants'
import {
  AcademicDegreeInput,
  ContactInput,
  EducationInput,
  LaborActivityInput,
  splitInterestKeywords,
} from './profile-items'
import { AddressInput, ObjIdentifierInput } from './profile-records'
import {
  DateMessage,
  EmailMessage,
  FollowMessage,
  IdentifierMessage,
  LatinNameMessage,
  ProfileMessage,
  REQUIRED,
} from './validation/keys'

const messages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)

describe('ProfileInfoUpdate', () => {
  it('accepts Latin English names and Cyrillic main names', () => {
    const result = ProfileInfoUpdate.safeParse({
      firstName: 'Мария',
      lastName: 'Склодовская-Кюри',
      firstNameEn: 'Maria',
      lastNameEn: "Sklodowska-Curie O'Neil",
    })
    expect(messages(result)).toEqual([])
  })

  it('refuses non-Latin English names with the latin-only key', () => {
    const result = ProfileInfoUpdate.safeParse({ firstNameEn: 'Мария', lastNameEn: 'Curie1' })
    expect(messages(result)).toEqual([
      `firstNameEn: ${LatinNameMessage.latinOnly}`,
      `lastNameEn: ${LatinNameMessage.latinOnly}`,
    ])
  })

  it.each(['2023-02-30', '2023-13-01', '01.02.2023', '2023-2-1'])(
    'refuses the birth date %s',
    (birthDate) => {
      expect(messages(ProfileInfoUpdate.safeParse({ birthDate }))).toEqual([
        `birthDate: ${DateMessage.invalid}`,
      ])
    },
  )

  it('refuses a birth date in the future or before 1900, and lets an empty one clear it', () => {
    for (const birthDate of ['2999-01-01', '1899-12-31'])
      expect(messages(ProfileInfoUpdate.safeParse({ birthDate }))).toEqual([
        `birthDate: ${DateMessage.outOfRange}`,
      ])
    expect(ProfileInfoUpdate.safeParse({ birthDate: '' }).success).toBe(true)
    expect(ProfileInfoUpdate.safeParse({ birthDate: '2024-02-29' }).success).toBe(true)
  })

  it('checks phone and nickname formats', () => {
    expect(
      ProfileInfoUpdate.safeParse({ phone: '+7 (495) 123-45-67', nickname: 'marie_curie' }).success,
    ).toBe(true)
    expect(messages(ProfileInfoUpdate.safeParse({ phone: 'call me', nickname: 'мария' }))).toEqual([
      `nickname: ${ProfileMessage.nickname}`,
      `phone: ${ProfileMessage.phone}`,
    ])
  })
})

describe('profile items', () => {
  const work = { organization: 'Institute', cPosition: '47:3' }

  it('requires the organization and the position with their SPEC 5 keys', () => {
    expect(messages(LaborActivityInput.safeParse({ organization: ' ', cPosition: '' }))).toEqual([
      `organization: ${REQUIRED.organization}`,
      `cPosition: ${REQUIRED.position}`,
    ])
  })

  it('refuses a period that ends before it starts, and dates not in YYYY-MM-DD', () => {
    expect(
      messages(LaborActivityInput.safeParse({ ...work, startWork: '2020-05-01', endWork: '2020-04-30' })),
    ).toEqual([`endWork: ${DateMessage.order}`])
    expect(messages(LaborActivityInput.safeParse({ ...work, startWork: '01.02.2023' }))).toEqual([
      `startWork: ${DateMessage.invalid}`,
    ])
    expect(
      messages(
        EducationInput.safeParse({ institution: 'MSU', qualification: 'Physicist', endDate: '2023-02-30' }),
      ),
    ).toEqual([`endDate: ${DateMessage.invalid}`])
  })

  it('refuses a reference of the wrong catalogue', () => {
    expect(LaborActivityInput.safeParse({ ...work, cPosition: '24:3' }).success).toBe(false)
    expect(
      EducationInput.safeParse({ institution: 'MSU', qualification: 'x', cCity: '208:643' }).success,
    ).toBe(false)
  })

  it('checks a degree year between 1900 and this year', () => {
    expect(AcademicDegreeInput.safeParse({ cDegree: '55:1', year: 2001 }).success).toBe(true)
    expect(
      messages(AcademicDegreeInput.safeParse({ cDegree: '55:1', year: new Date().getFullYear() + 1 })),
    ).toEqual([`year: ${ProfileMessage.year}`])
    expect(messages(AcademicDegreeInput.safeParse({ cDegree: '' }))).toEqual([
      `cDegree: ${REQUIRED.degreeName}`,
      `year: ${REQUIRED.degreeDate}`,
    ])
  })

  it('checks a contact value by its type', () => {
    expect(ContactInput.safeParse({ cType: ContactType.Site, value: 'https://example.org' }).success).toBe(
      true,
    )
    expect(
      messages(ContactInput.safeParse({ cType: ContactType.Site, value: 'javascript:alert(1)' })),
    ).toEqual([`value: ${ProfileMessage.url}`])
    expect(messages(ContactInput.safeParse({ cType: ContactType.Email, value: 'nope' }))).toEqual([
      `value: ${EmailMessage.invalid}`,
    ])
    expect(ContactInput.safeParse({ cType: ContactType.Messenger, value: '@marie' }).success).toBe(true)
  })

  it('splits comma-separated keywords, dropping blanks and repeats', () => {
    expect(splitInterestKeywords(' graphene, Machine learning,, graphene ;optics ')).toEqual([
      'graphene',
      'Machine learning',
      'optics',
    ])
  })

  it('takes only the birth and living address types', () => {
    expect(AddressInput.safeParse({ cType: '20:6', cCountry: '208:643' }).success).toBe(true)
    expect(messages(AddressInput.safeParse({ cType: '20:1' }))).toEqual([
      `cType: ${ProfileMessage.addressType}`,
    ])
  })

  it('checks an identifier by its system', () => {
    const orcid = { rObject: '203:1', cIdentifier: IdentifierType.Orcid }
    expect(ObjIdentifierInput.safeParse({ ...orcid, value: '0000-0002-1825-0097' }).success).toBe(true)
    expect(messages(ObjIdentifierInput.safeParse({ ...orcid, value: '0000-0002-1825-0098' }))).toEqual([
      `value: ${IdentifierMessage.orcid}`,
    ])
    expect(messages(ObjIdentifierInput.safeParse({ ...orcid, value: '' }))).toEqual([
      `value: ${REQUIRED.identifier}`,
    ])
  })
})

describe('follow contracts', () => {
  it('needs a change and refuses following and blocking at once', () => {
    expect(messages(FollowUpdate.safeParse({ rEntity: '202:5' }))).toEqual([
      `subscribed: ${FollowMessage.nothingToChange}`,
    ])
    expect(messages(FollowUpdate.safeParse({ rEntity: '202:5', subscribed: true, blocked: true }))).toEqual([
      `blocked: ${FollowMessage.subscribeAndBlock}`,
    ])
    expect(FollowUpdate.safeParse({ rEntity: '302:5', subscribed: true }).success).toBe(false)
  })

  it('builds and reads the user:{id} path segment', () => {
    expect(userSegment(17)).toBe('user:17')
    expect(parseUserSegment('user:17')).toBe(17)
    expect(parseUserSegment('202:17')).toBeNull()
    expect(parseUserSegment('user:017')).toBeNull()
  })
})
