import { formatRef, type Locale, parseRef } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import { findEntriesByKeys } from './catalog.queries'
import { catalogSeedGeneration } from './catalog.seed'

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
 *
 * Entries found are kept for the life of the process (every profile page names a dozen): only the
 * seed writes them, at start, and a seed in this process (catalogSeedGeneration) empties what was
 * kept. Another process seeding the same database (a new release starting) is not seen until this
 * one restarts, as with every cache of reference data here. Unknown references are not kept, so
 * what is kept is bounded by the catalogues, whatever requests send.
 */
export class CatalogRefs {
  private readonly known = new Map<string, CatalogRefEntry>()
  private generation = catalogSeedGeneration()

  constructor(private readonly db: Db) {}

  /** The entries of the given references that exist; malformed or unknown ones are left out. */
  async lookup(refs: Iterable<string>): Promise<Map<string, CatalogRefEntry>> {
    const generation = catalogSeedGeneration()
    if (generation !== this.generation) {
      this.known.clear()
      this.generation = generation
    }
    const found = new Map<string, CatalogRefEntry>()
    const keys = new Map<string, { cls: number; num: number }>()
    for (const ref of refs) {
      const parsed = parseRef(ref)
      if (!parsed || typeof parsed.id !== 'number') continue
      const kept = this.known.get(formatRef(parsed.dictionary, parsed.id))
      if (kept) found.set(kept.ref, kept)
      else keys.set(ref, { cls: parsed.dictionary, num: parsed.id })
    }
    if (keys.size === 0) return found
    const rows = await findEntriesByKeys(this.db, [...keys.values()])
    // A seed while the query ran may have changed what it read: answer it, but do not keep it.
    const keep = generation === catalogSeedGeneration()
    for (const row of rows) {
      const ref = formatRef(row.cls, row.num)
      const entry = { ref, term: { ru: row.termRu, en: row.termEn }, parentRef: row.parentRef }
      found.set(ref, entry)
      if (keep) this.known.set(ref, entry)
    }
    return found
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
