import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '..')

/** Files that may build SQL besides the `*.queries.ts` ones, and why. */
const ALLOWED = new Map([
  // Loads the catalogue data files at start: nothing but SQL, run by db/prepare.ts.
  ['modules/catalog/catalog.seed.ts', 'seed'],
])

/** A value import (not `import type`) of drizzle's query builders or of the tables. */
const SQL_IMPORT = /import\s+\{([^}]*)\}\s+from\s+'(drizzle-orm[^']*|(?:\.\.?\/)+(?:db\/)?schema)'/g

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [path] : []
  })

/** Whether the file imports something of drizzle or the schema that is not only a type. */
const buildsSql = (source: string): boolean =>
  [...source.matchAll(SQL_IMPORT)].some(([, names]) =>
    (names ?? '')
      .split(',')
      .map((name) => name.trim())
      .some((name) => name !== '' && !name.startsWith('type ')),
  )

describe('where SQL is written', () => {
  it('only in *.queries.ts files of the modules and the platform (DESIGN: routes → service → queries)', () => {
    const offenders = ['modules', 'platform']
      .flatMap((dir) => sourceFiles(join(SRC, dir)))
      .filter((path) => !path.endsWith('.queries.ts'))
      .map((path) => relative(SRC, path))
      .filter((path) => !ALLOWED.has(path) && buildsSql(readFileSync(join(SRC, path), 'utf8')))
    expect(offenders).toEqual([])
  })

  it('tells a value import from a type-only one', () => {
    expect(buildsSql("import { and, eq } from 'drizzle-orm'")).toBe(true)
    expect(buildsSql("import {\n  dialogs,\n} from '../../db/schema'")).toBe(true)
    expect(buildsSql("import type { SQL } from 'drizzle-orm'")).toBe(false)
    expect(buildsSql("import { type dialogs, type users } from '../../db/schema'")).toBe(false)
  })
})
