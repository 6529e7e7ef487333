import type { Publication } from '@nauka/contracts'
import type { CatalogTermsCache } from './catalog-terms'
import { type PageHead, withHead } from './html'
import { publicationHead } from './publication-head'

export interface ScholarHeadDeps {
  /** An open published item as a visitor reads it, counting nothing; null for any other. */
  readOpen: (id: string) => Promise<Publication | null>
  terms: CatalogTermsCache
  publicUrl: string
}

/** `/publication/<uuid>` as the web router writes it (`publicationPath`), a trailing slash allowed. */
const PUBLICATION_PAGE = /^\/publication\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i

/** The item id of a public publication page's URL (its query aside), or null for any other page. */
export function publicationIdOfPage(url: string): string | null {
  const match = PUBLICATION_PAGE.exec(url.split('?')[0] ?? '')
  return match?.[1]?.toLowerCase() ?? null
}

/**
 * The head the server writes into the page shell of a web page that crawlers should understand
 * without running the app: today the public page of an open publication. Any other page, or a
 * publication that is not open, gets none (the plain shell), so nothing leaks of a closed item.
 */
export class ScholarHeadService {
  constructor(private readonly deps: ScholarHeadDeps) {}

  /** The page of `url` made from the shell with its head, or null when the shell goes as it is. */
  async renderPage(url: string, shell: string): Promise<string | null> {
    const head = await this.pageHead(url)
    return head && withHead(shell, head)
  }

  async pageHead(url: string): Promise<PageHead | null> {
    const id = publicationIdOfPage(url)
    if (!id) return null
    const publication = await this.deps.readOpen(id)
    if (!publication) return null
    const { byRef } = await this.deps.terms.get()
    const { cLang, cType } = publication.metadata
    return publicationHead(publication, this.deps.publicUrl, {
      languageCode: (cLang && byRef.get(cLang)?.code) || undefined,
      cslType: (cType && byRef.get(cType)?.csl) || undefined,
    })
  }
}
