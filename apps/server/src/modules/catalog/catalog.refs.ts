import { formatRef, type Locale, parseRef } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import { findEntriesByKeys } from './catalog.queries'

/** A catalogue value other modules refer to: its names and, for cities, the country it lies in. */
export interface CatalogRefEntry {
  ref: string
  term: Record<Locale, string>
  parentRef: string | null
}

/** A reference a request carries, with the field it came in (for the validation error). */
export interface RefField {
  field: string
  ref: string | null | undefined
}

/**
 * Catalogue references as other modules use them: do they exist, what are they called. Modules
 * call this instead of reading the catalogue tables.
 */
export class CatalogRefs {
  constructor(private readonly db: Db) {}

  /** The entries of the given references that exist; malformed or unknown ones are left out. */
  async lookup(refs: Iterable<string>): Promise<Map<string, CatalogRefEntry>> {
    const keys = new Map<string, { cls: number; num: number }>()
    for (const ref of refs) {
      const parsed = parseRef(ref)
      if (parsed && typeof parsed.id === 'number') keys.set(ref, { cls: parsed.dictionary, num: parsed.id })
    }
    const rows = await findEntriesByKeys(this.db, [...keys.values()])
    return new Map(
      rows.map((row) => {
        const ref = formatRef(row.cls, row.num)
        return [ref, { ref, term: { ru: row.termRu, en: row.termEn }, parentRef: row.parentRef }]
      }),
    )
  }

  /** Names of the references in one language; unknown references are left out. */
  async terms(refs: Iterable<string>, locale: Locale): Promise<Record<string, string>> {
    const found = await this.lookup(refs)
    return Object.fromEntries([...found.values()].map((entry) => [entry.ref, entry.term[locale]]))
  }

  /**
   * Refuses a request whose references are not in the catalogues: one validation error per field.
   * Answers the entries found, so callers can use the names or parents without a second query.
   */
  async require(fields: RefField[], locale: Locale): Promise<Map<string, CatalogRefEntry>> {
    const present = fields.filter((f): f is { field: string; ref: string } => typeof f.ref === 'string')
    const found = await this.lookup(present.map((f) => f.ref))
    const missing = present.filter((f) => !found.has(f.ref))
    if (missing.length > 0) {
      throw new ValidationError(
        missing.map((f) => ({
          field: f.field,
          message: translate(locale, 'catalog.refUnknown', { ref: f.ref }),
        })),
      )
    }
    return found
  }
}
