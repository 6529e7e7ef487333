import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The server package folder, found by walking up from this file, so the same code works
 * from `src/` (tests, tsx) and from the bundled `dist/main.js`.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@nauka/server')
      return dir
    const parent = dirname(dir)
    if (parent === dir) throw new Error('Cannot find the @nauka/server package folder')
    dir = parent
  }
}

export const SERVER_ROOT = findServerRoot()
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle')
export const CATALOG_DATA_DIR = join(SERVER_ROOT, 'src/modules/catalog/data')
export const DEFAULT_WEB_DIST = resolve(SERVER_ROOT, '../web/dist')
