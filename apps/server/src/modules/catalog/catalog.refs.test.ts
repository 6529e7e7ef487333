import { Dictionary, formatRef } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { CATALOG_DATA_DIR } from '../../paths'
import { recordStatements } from '../../test/statements'
import { useTestServer } from '../../test/test-server'
import { loadCatalogFiles } from './catalog.data'
import { CatalogRefs } from './catalog.refs'
import { seedCatalogs } from './catalog.seed'

const env = useTestServer()

function genders() {
  const catalog = loadCatalogFiles(CATALOG_DATA_DIR).find((c) => c.file.cls === Dictionary.genders)
  const first = catalog?.file.entries[0]
  if (!catalog || !first) throw new Error('genders catalogue missing')
  return { catalog, first, ref: formatRef(Dictionary.genders, first.num) }
}

describe('catalogue names kept by the process', () => {
  it('reads an entry once, and again after a seed changed the catalogues', async () => {
    const { catalog, first, ref } = genders()
    const refs = new CatalogRefs(env.db)
    expect(await refs.terms([ref], 'en')).toEqual({ [ref]: first.en })

    const log = recordStatements(env.t.database)
    expect(await refs.terms([ref, '46:999999'], 'en')).toEqual({ [ref]: first.en })
    // The kept entry needs no statement; the unknown one is asked for again (it is not kept).
    // Counted on the catalogue only: on PostgreSQL the recording also sees the start's background jobs.
    expect(log.stop().filter((text) => text.includes('"cls_entry"'))).toHaveLength(1)

    const renamed = { file: { ...catalog.file, entries: [{ ...first, en: 'Renamed' }] }, checksum: 'renamed' }
    try {
      expect(await seedCatalogs(env.db, [renamed])).toEqual([catalog.file.name])
      expect(await refs.terms([ref], 'en')).toEqual({ [ref]: 'Renamed' })
    } finally {
      await seedCatalogs(env.db, [catalog])
    }
    expect(await refs.terms([ref], 'en')).toEqual({ [ref]: first.en })
  })
})
