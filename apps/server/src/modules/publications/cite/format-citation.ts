import type { CitationFormat, Locale } from '@nauka/contracts'
import { Cite, GOST_TEMPLATE } from './citation-engine'
import type { CslItem } from './csl-item'
import { bibtexItem, cslItem, normalizeItem } from './prepare-item'
import { unfoldRis } from './ris-lines'

/** A citation ready to send: the body with its media type and the extension of a file to save it in. */
export interface FormattedCitation {
  contentType: string
  body: string
  fileExtension: string
}

/** The CSL locale of each interface language. */
const CSL_LOCALE: Record<Locale, string> = { ru: 'ru-RU', en: 'en-US' }

const fileBody = (text: string): string => `${text.replace(/\n+$/, '')}\n`

const bibliography = (item: CslItem, template: string, locale: Locale): string =>
  new Cite([cslItem(item)])
    .format('bibliography', { template, lang: CSL_LOCALE[locale], format: 'text' })
    .trim()

interface FormatRule extends Omit<FormattedCitation, 'body'> {
  render(item: CslItem, locale: Locale): string
}

/** Files (BibTeX, RIS, CSL-JSON) end with a line break; a reference string (GOST, APA) is one line to paste. */
const FORMATS: Record<CitationFormat, FormatRule> = {
  bibtex: {
    contentType: 'application/x-bibtex; charset=utf-8',
    fileExtension: 'bib',
    render: (item) => fileBody(new Cite([bibtexItem(item)]).format('bibtex')),
  },
  ris: {
    contentType: 'application/x-research-info-systems; charset=utf-8',
    fileExtension: 'ris',
    render: (item) => fileBody(unfoldRis(new Cite([item]).format('ris'))),
  },
  'csl-json': {
    contentType: 'application/vnd.citationstyles.csl+json; charset=utf-8',
    fileExtension: 'json',
    render: (item) => fileBody(new Cite([item]).format('data', { format: 'text' })),
  },
  gost: {
    contentType: 'text/plain; charset=utf-8',
    fileExtension: 'txt',
    render: (item, locale) => bibliography(item, GOST_TEMPLATE, locale),
  },
  apa: {
    contentType: 'text/plain; charset=utf-8',
    fileExtension: 'txt',
    render: (item, locale) => bibliography(item, 'apa', locale),
  },
}

/**
 * One publication as a citation in `format`, in the terms of `locale` (GOST's «Т., №, С.» or "Vol., no.,
 * P."; APA's «и др.» or "et al."). Everything goes through citation-js: BibTeX and RIS through their
 * plugins, GOST R 7.0.100-2018 through our CSL style, APA through the plugin's built-in template.
 */
export function formatCitation(item: CslItem, format: CitationFormat, locale: Locale): FormattedCitation {
  const { render, ...media } = FORMATS[format]
  return { ...media, body: render(normalizeItem(item), locale) }
}
