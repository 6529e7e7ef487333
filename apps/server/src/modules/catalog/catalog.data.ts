import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

const Entry = z.object({
  num: z.number().int().positive(),
  code: z.string().nullable(),
  level: z.number().int().min(1),
  parent: z.number().int().nullable(),
  parentRef: z.string().nullable(),
  ru: z.string().min(1),
  en: z.string().min(1),
  other: z.record(z.string(), z.unknown()).nullable(),
})

/** The shape of a versioned catalogue data file (see data/SOURCES.md). */
export const CatalogFile = z.object({
  cls: z.number().int().positive(),
  name: z.string().min(1),
  source: z.string().min(1),
  version: z.string().min(1),
  entries: z.array(Entry).min(1),
})
export type CatalogFile = z.infer<typeof CatalogFile>
export type CatalogEntry = z.infer<typeof Entry>

export interface LoadedCatalog {
  file: CatalogFile
  checksum: string
}

/** Reads and checks every data file; a broken file stops start-up rather than serving half a catalogue. */
export function loadCatalogFiles(dir: string): LoadedCatalog[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const raw = readFileSync(join(dir, name), 'utf8')
      const parsed = CatalogFile.safeParse(JSON.parse(raw))
      if (!parsed.success) throw new Error(`Catalogue file ${name} is invalid: ${parsed.error.message}`)
      return { file: parsed.data, checksum: createHash('sha256').update(raw).digest('hex') }
    })
}

/** What `term` search matches: both languages and the code, lower case, ё folded to е. */
export const normalizeSearch = (text: string): string => text.toLocaleLowerCase('ru').replaceAll('ё', 'е')
