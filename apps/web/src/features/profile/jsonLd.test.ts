import { describe, expect, it } from 'vitest'
import { jsonLdText, personJsonLd } from './jsonLd'

const facts = {
  url: 'https://nauka.example/profile/17',
  name: 'Ada Lovelace',
  givenName: 'Ada',
  familyName: 'Lovelace',
  affiliation: 'Analytical Engine Society',
  jobTitle: 'Researcher',
  orcid: '0000-0002-1825-0097',
  image: 'https://nauka.example/api/core/file/5',
}

describe('schema.org Person data', () => {
  it('names the person, the affiliation, the job and the ORCID page as sameAs', () => {
    expect(personJsonLd(facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': facts.url,
      url: facts.url,
      name: 'Ada Lovelace',
      givenName: 'Ada',
      familyName: 'Lovelace',
      affiliation: { '@type': 'Organization', name: 'Analytical Engine Society' },
      jobTitle: 'Researcher',
      sameAs: ['https://orcid.org/0000-0002-1825-0097'],
      image: 'https://nauka.example/api/core/file/5',
    })
  })

  it('leaves out what the profile does not have', () => {
    const data = personJsonLd({
      ...facts,
      givenName: ' ',
      familyName: null,
      affiliation: null,
      jobTitle: '',
      orcid: null,
      image: null,
    })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': facts.url,
      url: facts.url,
      name: 'Ada Lovelace',
    })
  })

  it('adds other identifier pages and interests, keeping only web addresses', () => {
    const data = personJsonLd({
      ...facts,
      otherProfiles: ['https://www.webofscience.com/wos/author/record/A-1234-2019', 'javascript:alert(1)'],
      keywords: ['optics', ' '],
    })
    expect(data.sameAs).toEqual([
      'https://orcid.org/0000-0002-1825-0097',
      'https://www.webofscience.com/wos/author/record/A-1234-2019',
    ])
    expect(data.knowsAbout).toEqual(['optics'])
  })

  it('cannot be broken out of its script element', () => {
    const text = jsonLdText(personJsonLd({ ...facts, name: '</script><script>alert(1)</script>' }))
    expect(text).not.toContain('<')
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>')
  })
})
