// Regenerates every catalogue data file, in dependency order (cities need countries).
//   node scripts/catalog-data/all.mjs
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = path.dirname(fileURLToPath(import.meta.url))
for (const script of [
  'countries.mjs',
  'languages.mjs',
  'cities.mjs',
  'fos.mjs',
  'grnti.mjs',
  'handwritten.mjs',
]) {
  execFileSync(process.execPath, [path.join(dir, script)], { stdio: 'inherit' })
}
