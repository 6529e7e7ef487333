import type { Locale } from '@nauka/contracts'
import { ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import type { CatalogRefs } from '../catalog/catalog.refs'

export interface Place {
  cCountry: string | null
  cCity: string | null
}

/**
 * Checks a country (208:n) and city (154:n) pair against the catalogues: both must exist and the
 * city must lie in the country. A city without a country brings its own country along.
 */
export async function resolvePlace(
  refs: CatalogRefs,
  place: { cCountry?: string | null; cCity?: string | null },
  fields: { country: string; city: string },
  locale: Locale,
): Promise<Place> {
  const found = await refs.require(
    [
      { field: fields.country, ref: place.cCountry },
      { field: fields.city, ref: place.cCity },
    ],
    locale,
  )
  const city = place.cCity ? found.get(place.cCity) : undefined
  if (city && place.cCountry && city.parentRef !== place.cCountry) {
    throw new ValidationError([
      {
        field: fields.city,
        message: translate(locale, 'profile.cityNotInCountry', { city: city.term[locale] }),
      },
    ])
  }
  return { cCountry: place.cCountry ?? city?.parentRef ?? null, cCity: place.cCity ?? null }
}
