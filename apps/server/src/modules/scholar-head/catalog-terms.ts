import { Dictionary, formatRef, PAGE_SIZE } from '@nauka/contracts'
import type { CatalogService } from '../catalog/catalog.service'

export interface Term {
  num: number
  code: string | null
  ru: string
  en: string
  /** Of a publication type (39): its CSL item type (`other.csl`), which tells an article from a book. */
  csl: string | null
}

/** The catalogue values bibliographic metadata names: science areas, languages, publication types. */
export interface CatalogTerms {
  /** Science areas (40) in catalogue order: the OAI-PMH sets. */
  areas: Term[]
  /** By reference (`"2:1"`, `"39:1"` …). */
  byRef: ReadonlyMap<string, Term>
}

const CATALOGUES = [Dictionary.scienceArea, Dictionary.lang, Dictionary.publicationType] as const

/**
 * Reads those catalogues once through the catalogue service and keeps them: they change only when
 * the seed runs, at start. A failed read is not kept, so the next request tries again.
 */
export class CatalogTermsCache {
  private loading: Promise<CatalogTerms> | undefined

  constructor(private readonly catalog: CatalogService) {}

  get(): Promise<CatalogTerms> {
    this.loading ??= this.load().catch((err: unknown) => {
      this.loading = undefined
      throw err
    })
    return this.loading
  }

  private async load(): Promise<CatalogTerms> {
    const byRef = new Map<string, Term>()
    const lists = await Promise.all(CATALOGUES.map((cls) => this.terms(cls)))
    CATALOGUES.forEach((cls, i) => {
      for (const term of lists[i] ?? []) byRef.set(formatRef(cls, term.num), term)
    })
    return { areas: lists[0] ?? [], byRef }
  }

  private async terms(cls: number): Promise<Term[]> {
    const page = (lang: 1 | 2) =>
      this.catalog.all({ cls, lang, page: 1, pageSize: PAGE_SIZE.catalogue }, lang === 1 ? 'ru' : 'en')
    const [ru, en] = await Promise.all([page(1), page(2)])
    const english = new Map(en.elements.map((item) => [item.num, item.term]))
    return ru.elements.map((item) => ({
      num: item.num,
      code: item.code,
      ru: item.term,
      en: english.get(item.num) ?? item.term,
      csl: typeof item.other?.csl === 'string' ? item.other.csl : null,
    }))
  }
}
