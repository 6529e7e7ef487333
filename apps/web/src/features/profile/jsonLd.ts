/** What a schema.org Person is built from: the profile's public facts, already resolved to text. */
export type PersonFacts = {
  /** The page's own address, e.g. https://nauka.example/profile/17. */
  url: string
  name: string
  givenName: string | null
  familyName: string | null
  additionalName?: string | null
  /** The current organization (the labour activity without an end, else the latest). */
  affiliation: string | null
  jobTitle: string | null
  /** ORCID iD as 0000-0002-1825-0097, when the profile has one. */
  orcid: string | null
  /** Other identifier pages (ResearcherID …), absolute URLs. */
  otherProfiles?: readonly string[]
  /** Absolute address of the avatar. */
  image: string | null
  description?: string | null
  keywords?: readonly string[]
}

export type PersonJsonLd = {
  '@context': 'https://schema.org'
  '@type': 'Person'
  '@id': string
  url: string
  name: string
  givenName?: string
  familyName?: string
  additionalName?: string
  affiliation?: { '@type': 'Organization'; name: string }
  jobTitle?: string
  sameAs?: string[]
  image?: string
  description?: string
  knowsAbout?: string[]
}

export const ORCID_BASE = 'https://orcid.org/'

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/**
 * A profile as schema.org Person data (JSON-LD), for search engines and scholarly indexes: name,
 * affiliation, job title, ORCID and other profiles as sameAs, image. Empty facts are left out.
 */
export const personJsonLd = (facts: PersonFacts): PersonJsonLd => {
  const sameAs = [
    ...(text(facts.orcid) ? [`${ORCID_BASE}${text(facts.orcid)}`] : []),
    ...(facts.otherProfiles ?? []).filter((u) => /^https?:\/\//.test(u)),
  ]
  const affiliation = text(facts.affiliation)
  const keywords = (facts.keywords ?? []).map((k) => k.trim()).filter(Boolean)
  const optional = {
    givenName: text(facts.givenName),
    familyName: text(facts.familyName),
    additionalName: text(facts.additionalName),
    affiliation: affiliation ? { '@type': 'Organization' as const, name: affiliation } : undefined,
    jobTitle: text(facts.jobTitle),
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    image: text(facts.image),
    description: text(facts.description),
    knowsAbout: keywords.length > 0 ? keywords : undefined,
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': facts.url,
    url: facts.url,
    name: facts.name,
    ...(Object.fromEntries(
      Object.entries(optional).filter(([, v]) => v !== undefined),
    ) as Partial<PersonJsonLd>),
  }
}

/**
 * The JSON text for a `<script type="application/ld+json">`. `<` is escaped, so no value (a name
 * with `</script>`) can end the script element early.
 */
export const jsonLdText = (data: PersonJsonLd): string => JSON.stringify(data).replace(/</g, '\\u003c')
