import { describe, expect, it } from 'vitest'
import { profileOf } from '../../test/profile'
import { currentLabor, infoFieldsOf, orcidOf, personFactsOf, userInfoOf, withPendingInfo } from './model'

const job = (over: Record<string, unknown>) => ({
  id: 1,
  organization: 'Институт',
  orgId: 1,
  cPosition: '47:17',
  cActivityArea: null,
  startWork: null,
  endWork: null,
  current: false,
  ...over,
})

describe('profile model', () => {
  it('lays pending info over the server’s profile and composes the full name again', () => {
    const profile = profileOf(1, { firstName: 'Мария', lastName: 'Кюри', fullName: 'Мария Кюри' })
    const shown = withPendingInfo(profile, { firstName: 'Мари', middleName: '', website: 'https://x.org' })
    expect(shown).toMatchObject({
      firstName: 'Мари',
      middleName: null,
      lastName: 'Кюри',
      fullName: 'Мари Кюри',
    })
    expect(withPendingInfo(profile, null)).toBe(profile)
  })

  it('keeps the links out of the info body', () => {
    expect(infoFieldsOf({ firstName: 'A', website: 'https://a.org', socialProfile: null })).toEqual({
      firstName: 'A',
    })
  })

  it('finds the current place of work: the one marked current, else the latest', () => {
    expect(currentLabor([job({ id: 1, endWork: '2010-01-01' }), job({ id: 2, current: true })])?.id).toBe(2)
    expect(
      currentLabor([job({ id: 1, endWork: '2010-01-01' }), job({ id: 2, endWork: '2015-01-01' })])?.id,
    ).toBe(2)
    expect(currentLabor([])).toBeNull()
  })

  it('builds the Person facts: name, affiliation, job title from the catalogue, ORCID, absolute image', () => {
    const profile = profileOf(7, {
      firstName: 'Мария',
      lastName: 'Кюри',
      fullName: 'Мария Кюри',
      imageUrl: '/api/core/user_profile/7/image?v=1',
      laborActivities: [job({ current: true, organization: 'Институт радия' })],
      refTerms: { '47:17': 'Профессор' },
      authors: [
        {
          id: 3,
          uref: '203:3',
          firstName: 'Мария',
          lastName: 'Кюри',
          middleName: null,
          shortName: 'Кюри М.',
          userId: 7,
          identifiers: [{ id: 9, rObject: '203:3', cIdentifier: '38:3', value: '0000-0002-1825-0097' }],
        },
      ],
    })
    expect(orcidOf(profile)).toBe('0000-0002-1825-0097')
    expect(personFactsOf(profile, 'https://n.example', 'https://n.example/profile/7')).toMatchObject({
      name: 'Мария Кюри',
      affiliation: 'Институт радия',
      jobTitle: 'Профессор',
      orcid: '0000-0002-1825-0097',
      image: 'https://n.example/api/core/user_profile/7/image?v=1',
    })
    expect(personFactsOf(profileOf(8), 'https://n.example', 'https://n.example/profile/8')).toBeNull()
  })

  it('gives the auth store the own user info from the own profile', () => {
    const info = userInfoOf(profileOf(5, { firstName: 'A', nickname: 'a_b' }), 2)
    expect(info).toMatchObject({
      id: 5,
      firstName: 'A',
      nickname: 'a_b',
      lang: 2,
      email: 'user5@example.org',
    })
  })
})
