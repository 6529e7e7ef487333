import type { SearchFieldName, SearchHit } from '@nauka/contracts'

/** A name/value pair of a result (SPEC 3), as text; absent or empty pairs give null. */
export const fieldText = (hit: SearchHit, name: SearchFieldName): string | null => {
  const value = hit.fields.find((field) => field.n === name)?.v
  if (value === undefined || value === null) return null
  const text = Array.isArray(value) ? value.map(String).join(', ') : String(value)
  return text.trim() === '' ? null : text
}
