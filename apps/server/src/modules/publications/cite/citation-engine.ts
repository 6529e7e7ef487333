import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Cite, plugins } from '@citation-js/core'
import '@citation-js/plugin-bibtex'
import '@citation-js/plugin-csl'
import '@citation-js/plugin-ris'
import { SERVER_ROOT } from '../../../paths'

/** The name our GOST R 7.0.100-2018 style is registered under with citation-js. */
export const GOST_TEMPLATE = 'gost-r-7-0-100-2018'

// Read from the source folder, as the catalogue data is, so the bundled server finds them too.
const CITE_DIR = join(SERVER_ROOT, 'src/modules/publications/cite')

const csl = plugins.config.get('@csl')
csl.templates.add(GOST_TEMPLATE, readFileSync(join(CITE_DIR, `${GOST_TEMPLATE}.csl`), 'utf8'))
// plugin-csl ships en-US and a few western locales, not Russian.
csl.locales.add('ru-RU', readFileSync(join(CITE_DIR, 'locales-ru-RU.xml'), 'utf8'))

// The plugin's ASCII mode turns every non-Latin letter into nothing; UTF-8 BibTeX is read by biber,
// bibtexu and every reference manager. What it then leaves unescaped, bibtexItem escapes.
plugins.config.get('@bibtex').format.asciiOnly = false

export { Cite }
