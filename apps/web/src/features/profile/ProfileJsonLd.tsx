import type { Profile } from '@nauka/contracts'
import { profilePath } from '../../shared/paths'
import { jsonLdText, personJsonLd } from './jsonLd'
import { personFactsOf } from './model'

/** The profile as schema.org Person data, for search engines and scholarly indexes. */
export const ProfileJsonLd = ({ profile }: { profile: Profile }) => {
  const origin = window.location.origin
  const facts = personFactsOf(profile, origin, `${origin}${profilePath(profile.id)}`)
  if (!facts) return null
  return <script type="application/ld+json">{jsonLdText(personJsonLd(facts))}</script>
}
