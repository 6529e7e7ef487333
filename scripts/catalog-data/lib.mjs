// Shared helpers for the catalogue ("dictionary") data generators.
// Plain Node ESM; no dependencies. Each generator writes one or more
// apps/server/src/modules/catalog/data/<name>.json files in the common format:
//   { cls, name, source, version, entries: [{ num, code, level, parent, parentRef, ru, en, other }] }
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const DATA_DIR = path.join(ROOT, 'apps/server/src/modules/catalog/data')
export const SERVER_DIR = path.join(ROOT, 'apps/server')

/** Version stamped into every file written by these generators (bump when the data changes). */
export const CATALOG_VERSION = '2026-11-21'

/** require() resolving from the server workspace, where the generator dev dependencies live. */
export const requireFromServer = createRequire(path.join(SERVER_DIR, 'package.json'))

/** Version of an installed npm package (resolved from the server workspace). */
export function pkgVersion(name) {
  const dir = path.dirname(requireFromServer.resolve(`${name}/package.json`))
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version
}

/** Path of a file inside an installed npm package. */
export function pkgFile(name, rel) {
  return path.join(path.dirname(requireFromServer.resolve(`${name}/package.json`)), rel)
}

const ENTRY_KEYS = ['num', 'code', 'level', 'parent', 'parentRef', 'ru', 'en', 'other']

/** Normalises one entry (fills defaults, fixes key order) and checks the basic invariants. */
export function entry(e) {
  const out = {
    num: e.num,
    code: e.code ?? null,
    level: e.level ?? 1,
    parent: e.parent ?? null,
    parentRef: e.parentRef ?? null,
    ru: e.ru,
    en: e.en,
    other: e.other ?? null,
  }
  if (!Number.isInteger(out.num) || out.num <= 0) throw new Error(`bad num ${JSON.stringify(e)}`)
  for (const k of ['ru', 'en']) {
    if (typeof out[k] !== 'string' || out[k].trim() === '' || out[k] !== out[k].trim()) {
      throw new Error(`bad ${k} term in ${JSON.stringify(e)}`)
    }
  }
  return out
}

/** Checks a whole dictionary: unique nums, parents present, levels consistent. */
export function validate(cls, name, entries) {
  if (!Number.isInteger(cls) || cls <= 0) throw new Error(`${name}: bad cls ${cls}`)
  const nums = new Set()
  for (const e of entries) {
    if (nums.has(e.num)) throw new Error(`${name}: duplicate num ${e.num}`)
    nums.add(e.num)
  }
  const byNum = new Map(entries.map((e) => [e.num, e]))
  for (const e of entries) {
    if (e.parent !== null) {
      const p = byNum.get(e.parent)
      if (!p) throw new Error(`${name}: parent ${e.parent} of ${e.num} missing`)
      if (e.level !== p.level + 1) throw new Error(`${name}: level of ${e.num} is not parent level + 1`)
    } else if (e.level !== 1 && e.parentRef === null) {
      throw new Error(`${name}: entry ${e.num} has level ${e.level} but no parent`)
    }
    if (e.parentRef !== null && !/^\d+:\d+$/.test(e.parentRef))
      throw new Error(`${name}: bad parentRef ${e.parentRef}`)
  }
}

/**
 * Writes data/<name>.json with one entry per line (compact yet diffable).
 * Entries are sorted by num unless `keepOrder` is set.
 */
export function writeCatalog({ cls, name, source, entries, version = CATALOG_VERSION, keepOrder = false }) {
  const list = entries.map(entry)
  if (!keepOrder) list.sort((a, b) => a.num - b.num)
  validate(cls, name, list)
  const ordered = list.map((e) => JSON.stringify(Object.fromEntries(ENTRY_KEYS.map((k) => [k, e[k]]))))
  const text =
    '{\n' +
    `  "cls": ${cls},\n` +
    `  "name": ${JSON.stringify(name)},\n` +
    `  "source": ${JSON.stringify(source)},\n` +
    `  "version": ${JSON.stringify(version)},\n` +
    '  "entries": [\n' +
    ordered.map((l) => `    ${l}`).join(',\n') +
    '\n  ]\n}\n'
  fs.mkdirSync(DATA_DIR, { recursive: true })
  const file = path.join(DATA_DIR, `${name}.json`)
  fs.writeFileSync(file, text)
  console.log(`wrote ${path.relative(ROOT, file)}: ${list.length} entries`)
  return list
}

/** Reads a GNU gettext .mo file into a Map msgid -> msgstr (msgctxt joined with \u0004). */
export function readMo(file) {
  const b = fs.readFileSync(file)
  const magic = b.readUInt32LE(0)
  let le
  if (magic === 0x950412de) le = true
  else if (b.readUInt32BE(0) === 0x950412de) le = false
  else throw new Error(`${file}: not a .mo file`)
  const u32 = (o) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o))
  const n = u32(8)
  const origTable = u32(12)
  const transTable = u32(16)
  const map = new Map()
  for (let i = 0; i < n; i++) {
    const ol = u32(origTable + i * 8)
    const oo = u32(origTable + i * 8 + 4)
    const tl = u32(transTable + i * 8)
    const to = u32(transTable + i * 8 + 4)
    const key = b.toString('utf8', oo, oo + ol)
    if (key === '') continue // header
    map.set(key, b.toString('utf8', to, to + tl))
  }
  return map
}

export const HAS_CYRILLIC = /[\u0400-\u04FF]/
export const HAS_LATIN = /[A-Za-z]/
