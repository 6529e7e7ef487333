import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { rolldown } from 'rolldown'
import { parseAst } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pureCallStarts, pureContracts, spreadInitRanges } from './pureContracts'

const startsOf = (code: string) =>
  pureCallStarts(parseAst(code)).map((start) => code.slice(start, start + 12))

describe('pureCallStarts', () => {
  it('marks each call chain of a top-level const once, and the calls in its arguments', () => {
    const code = 'export const A = z.object({ a: z.string().min(1) }).strict()\nconst B = text().max(2)'
    expect(startsOf(code)).toEqual(['z.object({ a', 'z.string().m', 'text().max(2'])
  })

  it('leaves statements, let, and the bodies of functions alone', () => {
    const code =
      'register(A)\nlet b = f()\nexport const g = (x) => z.string(x)\nconst h = function () { return f() }'
    expect(startsOf(code)).toEqual([])
  })
})

describe('spreadInitRanges', () => {
  it('finds the initialisers that spread an object, outside functions', () => {
    const code =
      'const A = { ...errors(401) }\nconst B = route({ r: { 200: X, ...errors(403) } })\nconst C = (o) => ({ ...o })\nconst D = [...list]'
    const ranges = spreadInitRanges(parseAst(code)).map(([start, end]) => code.slice(start, end))
    expect(ranges).toEqual(['{ ...errors(401) }', 'route({ r: { 200: X, ...errors(403) } })', '[...list]'])
  })
})

describe('pureContracts in a bundle', () => {
  let dir: string
  // The contracts' shape: a module with a constant a page needs beside a schema it does not.
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pure-contracts-'))
    await writeFile(
      join(dir, 'lib.js'),
      "import { z } from 'zod'\nimport { errors } from './errors.js'\nexport const Schema = z.object({ a: z.string().min(1) }).strict()\nexport const LIMIT = 5\n" +
        'const refusals = { ...errors(401) }\nexport const Route = route({ path: "/a", responses: { 200: Schema, ...refusals, ...errors(404) } })\n' +
        'function route(r) { return r }\n',
    )
    // The catalogue's error body: a schema that any kept `errors(…)` brings along.
    await writeFile(
      join(dir, 'errors.js'),
      "import { z } from 'zod'\nconst ErrorBody = z.object({ code: z.number() })\nexport const errors = (...s) => Object.fromEntries(s.map((n) => [n, ErrorBody]))\n",
    )
    await writeFile(join(dir, 'main.js'), "import { LIMIT } from './lib.js'\nconsole.log(LIMIT)\n")
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  const bundle = async (plugins: ReturnType<typeof pureContracts>[]) => {
    // zod stays outside the bundle: what is looked at is whether the schema's calls are kept.
    const build = await rolldown({ input: join(dir, 'main.js'), external: ['zod'], plugins })
    const { output } = await build.generate({ format: 'esm' })
    await build.close()
    return output[0].code
  }

  it('drops the schema nobody uses', async () => {
    const code = await bundle([pureContracts(dir)])
    expect(code).toContain('console.log(5)')
    expect(code).not.toMatch(/z\.object|z\.string|z\.number|errors|fromEntries/)
  })

  it('keeps it without the plugin (what the plugin is for)', async () => {
    expect(await bundle([])).toMatch(/from "zod"[\s\S]*z\.object\(/)
  })
})
