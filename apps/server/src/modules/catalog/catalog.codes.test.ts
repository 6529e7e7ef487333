import {
  AddressType,
  ContactType,
  Dictionary,
  IdentifierType,
  parseRef,
  UploadItemType,
  UploadType,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { CATALOG_DATA_DIR } from '../../paths'
import { loadCatalogFiles } from './catalog.data'

/**
 * The contracts name catalogue entries by code (`'31:3'` is the e-mail contact type) and catalogues
 * by id (`Dictionary.countries`); the server seeds the catalogues from data/. A code that names no
 * seeded entry is refused by the server and shown blank by the web app, so the two must agree.
 */
const catalogues = loadCatalogFiles(CATALOG_DATA_DIR).map(({ file }) => file)
const entriesOf = (cls: number) =>
  catalogues.find((file) => file.cls === cls)?.entries.map((e) => e.num) ?? []

describe('the codes of the contracts and the catalogue data', () => {
  it.each(Object.entries({ AddressType, ContactType, IdentifierType, UploadType, UploadItemType }))(
    'every code of %s names an entry of its seeded catalogue',
    (_, codes) => {
      for (const code of Object.values(codes)) {
        const ref = parseRef(code)
        expect(ref, code).not.toBeNull()
        expect(entriesOf(ref?.dictionary ?? 0), code).toContain(ref?.id)
      }
    },
  )

  it('gives each catalogue the dictionary id its data file is seeded under', () => {
    const named = catalogues.filter((file) => file.name in Dictionary)
    expect(named.length).toBeGreaterThan(20)
    for (const file of named)
      expect(Dictionary[file.name as keyof typeof Dictionary], file.name).toBe(file.cls)
  })
})
