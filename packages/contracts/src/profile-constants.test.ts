import { describe, expect, it } from 'vitest'
import { Dictionary } from './dictionaries'
import { AddressType, ContactType, IdentifierType } from './profile-constants'
import { parseRef } from './references'

describe('profile codes', () => {
  it('codes the birth address 20:6 and the living address 20:2', () => {
    expect(AddressType).toEqual({ Birth: '20:6', Living: '20:2' })
  })

  it('codes the seven contact types 31:1 (site) to 31:7 (social network)', () => {
    expect(ContactType).toEqual({
      Site: '31:1',
      Phone: '31:2',
      Email: '31:3',
      Messenger: '31:4',
      Manager: '31:5',
      Person: '31:6',
      SocialNetwork: '31:7',
    })
  })

  it('codes identifier systems in dictionary 38 with the ids of SPEC 3', () => {
    expect(IdentifierType).toEqual({
      Orcid: '38:3',
      ResearcherId: '38:4',
      Spin: '38:6',
      Isbn: '38:51',
      Issn: '38:52',
      Udk: '38:53',
      Bbk: '38:54',
      Doi: '38:56',
      AuthorMark: '38:57',
    })
    for (const code of Object.values(IdentifierType)) {
      expect(parseRef(code)?.dictionary).toBe(Dictionary.identitySystem)
    }
  })
})
