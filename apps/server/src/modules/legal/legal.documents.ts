import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { API, type Locale } from '@nauka/contracts'
import { SERVER_ROOT } from '../../paths'
import { parseDocument } from './legal.markdown'
import { renderPdf } from './legal.pdf'

/** SPEC 2: the documents the registration step links to, one route of the table each. */
export type LegalDocument = keyof typeof API.legal
export const LEGAL_DOCUMENTS = Object.keys(API.legal) as LegalDocument[]

/** The source texts; installers edit them (Operator, contacts) and restart. */
export const LEGAL_DOCUMENTS_DIR = join(SERVER_ROOT, 'src/modules/legal/documents')

const SUBJECT: Record<LegalDocument, Record<Locale, string>> = {
  eula: { ru: 'Пользовательское соглашение «Науки»', en: 'Nauka user agreement' },
  policy: {
    ru: 'Политика обработки персональных данных «Науки»',
    en: 'Nauka personal data processing policy',
  },
  content: { ru: 'Правила размещения контента в «Науке»', en: 'Nauka content rules' },
}

export const sourcePath = (dir: string, document: LegalDocument, locale: Locale) =>
  join(dir, `${document}.${locale}.md`)

/**
 * The legal PDFs, rendered on first request and kept in memory per (document, language):
 * six small files that change only with a new release or an installer's edit and restart.
 */
export class LegalDocuments {
  private readonly cache = new Map<string, Promise<Buffer>>()

  constructor(private readonly dir: string = LEGAL_DOCUMENTS_DIR) {}

  pdf(document: LegalDocument, locale: Locale): Promise<Buffer> {
    const key = `${document}.${locale}`
    let rendering = this.cache.get(key)
    if (!rendering) {
      // The promise is cached, so requests racing for a cold document share one rendering.
      rendering = this.render(document, locale)
      this.cache.set(key, rendering)
      rendering.catch(() => this.cache.delete(key))
    }
    return rendering
  }

  private async render(document: LegalDocument, locale: Locale): Promise<Buffer> {
    const parsed = parseDocument(await readFile(sourcePath(this.dir, document, locale), 'utf8'))
    return renderPdf(parsed, { locale, title: parsed.title, subject: SUBJECT[document][locale] })
  }
}
