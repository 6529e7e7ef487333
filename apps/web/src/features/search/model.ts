import type { FacetCount, SearchCriteria, SearchHit, SearchPage } from '@nauka/contracts'

/** The list filters a facet narrows by (catalogue numbers). */
export type ListFacet = 'typeId' | 'scienceArea' | 'lang'

/** Picks or drops one value of a list filter; the other filters stay. */
export const toggleValue = (criteria: SearchCriteria, field: ListFacet, value: number): SearchCriteria => {
  const current = criteria[field] ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  return { ...criteria, [field]: next.length > 0 ? next : undefined }
}

/** A year facet is the one-year period; picking it again drops the period. */
export const toggleYear = (criteria: SearchCriteria, year: number): SearchCriteria =>
  isYearPicked(criteria, year)
    ? { ...criteria, startYear: undefined, endYear: undefined }
    : { ...criteria, startYear: year, endYear: year }

export const isYearPicked = (criteria: SearchCriteria, year: number): boolean =>
  criteria.startYear === year && criteria.endYear === year

export const togglePdf = (criteria: SearchCriteria): SearchCriteria => ({
  ...criteria,
  pdf: criteria.pdf ? undefined : true,
})

export type FacetRow = FacetCount & { picked: boolean }

/**
 * The rows of one facet: most results first; a picked value stays listed even when the other
 * filters leave it no results, so it can be dropped again.
 */
export const facetRows = (counts: readonly FacetCount[], picked: readonly number[]): FacetRow[] => {
  const rows = counts.map((row) => ({ ...row, picked: picked.includes(row.value) }))
  const missing = picked
    .filter((value) => !counts.some((row) => row.value === value))
    .map((value) => ({ value, count: 0, picked: true }))
  return [...rows, ...missing].sort((a, b) => b.count - a.count || a.value - b.value)
}

/** Years newest first: a period is read from the present backwards. */
export const yearRows = (counts: readonly FacetCount[], criteria: SearchCriteria): FacetRow[] =>
  counts
    .map((row) => ({ ...row, picked: isYearPicked(criteria, row.value) }))
    .sort((a, b) => b.value - a.value)

/** Every loaded result, in order; a result a later page repeats (new items moved it) shows once. */
export const hitsOf = (pages: readonly SearchPage[]): SearchHit[] => {
  const seen = new Set<string>()
  return pages
    .flatMap((page) => page.elements)
    .filter((hit) => {
      const key = `${hit.kind}:${hit.id}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}

/** SPEC 9: the next page while the server says there is more. */
export const nextPageOf = (last: SearchPage): number | undefined =>
  last.hasMore ? last.pageNumber + 1 : undefined

/** The last search's results, kept for offline reading (SPEC 3 "offline results"). */
export type LastSearch = { query: string; pages: SearchPage[]; savedAt: number }

export const lastSearchOf = (query: string, pages: readonly SearchPage[], now: number): LastSearch => ({
  query,
  pages: [...pages],
  savedAt: now,
})
