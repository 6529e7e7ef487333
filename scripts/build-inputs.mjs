// What `npm start` builds from, so that a restart of an installed checkout skips a build (about
// half a minute, most of it the web app's) when nothing it is made of changed since the last one.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The folders the build reads, and the files at the root it depends on. */
const SOURCES = ['packages/contracts', 'apps/server', 'apps/web']
const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json']
/** What is made or kept at run time inside those folders, not read by the build. */
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report'])

/** The build's outputs; the digest of what made them is kept beside the server's. */
export const BUILD_OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html']
const STAMP = 'apps/server/dist/build-inputs.sha256'

function listFiles(root, dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return []
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return listFiles(root, path)
    return entry.isFile() ? [path] : []
  })
}

/** One digest of every input's path and content: any edit, added or removed file changes it. */
export function buildInputsDigest(root) {
  const present = (path) => existsSync(join(root, path))
  const files = [
    ...ROOT_FILES.filter(present),
    ...SOURCES.filter(present).flatMap((dir) => listFiles(root, dir)),
  ]
  const hash = createHash('sha256')
  for (const file of files.sort()) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** The outputs are there and were built from inputs with this digest. */
export function isBuildCurrent(root, digest) {
  if (!BUILD_OUTPUTS.every((file) => existsSync(join(root, file)))) return false
  const stamp = join(root, STAMP)
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === digest
}

/** Called after a build that succeeded, with the digest taken before it started. */
export function recordBuild(root, digest) {
  writeFileSync(join(root, STAMP), `${digest}\n`)
}
