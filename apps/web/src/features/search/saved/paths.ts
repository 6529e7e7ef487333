import type { SearchCriteria } from '@nauka/contracts'
import { PATHS } from '../../../shared/paths'
import { paramsFromCriteria } from '../searchParams'

/** The `/nausearch` address that runs a saved search again (the search page reads it back). */
export const searchPathOf = (criteria: SearchCriteria): string => {
  const query = paramsFromCriteria(criteria).toString()
  return query ? `${PATHS.search}?${query}` : PATHS.search
}
