import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BUILD_OUTPUTS, buildInputsDigest, isBuildCurrent, recordBuild } from './build-inputs.mjs'

let root

const write = (file, text) => {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), text)
}

/** A checkout built once: its sources, the outputs, and the digest recorded. */
function builtCheckout() {
  write('package-lock.json', '{}')
  write('packages/contracts/src/index.ts', 'export {}')
  write('apps/server/src/main.ts', 'start()')
  write('apps/web/src/main.tsx', 'render()')
  for (const output of BUILD_OUTPUTS) write(output, 'built')
  recordBuild(root, buildInputsDigest(root))
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'nauka-build-inputs-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('npm start builds only what changed', () => {
  it('skips the build of a checkout started again unchanged, even with new data and dependencies', () => {
    builtCheckout()
    write('apps/server/node_modules/some-package/index.js', 'new version')
    write('apps/server/data/db/PG_VERSION', '17')
    expect(isBuildCurrent(root, buildInputsDigest(root))).toBe(true)
  })

  it.each([
    ['a source edited', () => write('apps/server/src/main.ts', 'start(again)')],
    ['a source added', () => write('apps/web/src/new.tsx', 'more()')],
    ['the lock file changed', () => write('package-lock.json', '{"v":2}')],
    ['the web app not built', () => rmSync(join(root, 'apps/web/dist'), { recursive: true })],
  ])('builds again with %s', (_what, change) => {
    builtCheckout()
    change()
    expect(isBuildCurrent(root, buildInputsDigest(root))).toBe(false)
  })

  it('builds a checkout never built', () => {
    write('apps/server/src/main.ts', 'start()')
    expect(isBuildCurrent(root, buildInputsDigest(root))).toBe(false)
  })
})
