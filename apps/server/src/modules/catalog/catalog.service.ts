import type { ClsAllQuery, ClsFindBody, ClsPage, Locale, SettingsModel } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import { normalizeSearch } from './catalog.data'
import { presentEntry } from './catalog.present'
import { dictionaryExists, type EntryFilter, findEntries } from './catalog.queries'
import { CatalogRefs } from './catalog.refs'
import { buildSettingsModel } from './settings-model'

/** Leading and trailing `%` are accepted for clients that send SQL LIKE patterns; the rest is plain text. */
export const normalizeTerm = (term: string | null | undefined): string | null => {
  const text = normalizeSearch((term ?? '').replace(/^%+|%+$/g, '').trim())
  return text === '' ? null : text
}

export class CatalogService {
  /** Existence and names of catalogue references, for the modules that store them. */
  readonly refs: CatalogRefs
  /** Catalogues seen to exist. They are only ever added (by the seed), so a hit needs no query. */
  private readonly known = new Set<number>()

  constructor(private readonly db: Db) {
    this.refs = new CatalogRefs(db)
  }

  async all(q: ClsAllQuery, locale: Locale): Promise<ClsPage> {
    return this.page(
      { cls: q.cls, lang: q.lang, limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
      locale,
    )
  }

  async find(b: ClsFindBody, locale: Locale): Promise<ClsPage> {
    return this.page(
      {
        cls: b.cls,
        lang: b.lang,
        level: b.level,
        parentNum: b.parentNum,
        parentRef: b.parentClsNum,
        term: normalizeTerm(b.term),
        limit: b.pageSize,
        offset: (b.page - 1) * b.pageSize,
      },
      locale,
    )
  }

  settingsModel(lang: 1 | 2): SettingsModel {
    return buildSettingsModel(lang)
  }

  private async page(filter: EntryFilter, locale: Locale): Promise<ClsPage> {
    if (!(await this.exists(filter.cls))) {
      throw new ValidationError([
        { field: 'cls', message: translate(locale, 'catalog.unknown', { cls: filter.cls }) },
      ])
    }
    const { rows, total } = await findEntries(this.db, filter)
    return { count: total, elements: rows.map((row) => presentEntry(row, filter.lang)) }
  }

  private async exists(cls: number): Promise<boolean> {
    if (this.known.has(cls)) return true
    const found = await dictionaryExists(this.db, cls)
    if (found) this.known.add(cls)
    return found
  }
}
