// Generates data/lang.json (dictionary 2, "lang" in the SPEC) from @cospired/i18n-iso-languages.
//   node scripts/catalog-data/languages.mjs
// num 1 = Russian, num 2 = English (fixed by the SPEC); every other ISO 639-1 language
// gets num 3, 4, ... in alphabetical order of its ISO 639-1 code. New codes added to the
// package later would shift that order, so the generator refuses to renumber: it keeps
// the nums already present in data/lang.json and appends new codes after the highest num.
import fs from 'node:fs'
import path from 'node:path'
import { DATA_DIR, pkgFile, pkgVersion, writeCatalog } from './lib.mjs'

const PKG = '@cospired/i18n-iso-languages'
const en = JSON.parse(fs.readFileSync(pkgFile(PKG, 'langs/en.json'), 'utf8')).languages
const ru = JSON.parse(fs.readFileSync(pkgFile(PKG, 'langs/ru.json'), 'utf8')).languages
const codes = JSON.parse(fs.readFileSync(pkgFile(PKG, 'codes.json'), 'utf8')) // [a2, a3B, a3T, ...]
const alpha3 = new Map(codes.map(([a2, b, t]) => [a2, { b, t }]))

// Corrections of errors in the package's Russian names (typos, wrong language names,
// inconsistent "язык" suffix); the corrected names are those of Unicode CLDR 48.
const RU_FIX = {
  ak: 'акан', // package: "аканский"
  el: 'греческий', // package: "греческий (современный)"
  gd: 'гэльский', // package: "гаэльский"
  gl: 'галисийский', // package: "галицкий" (that is Galician of Galicia in Ukraine/Poland)
  he: 'иврит', // package: "иврит (современный)"
  km: 'кхмерский', // package: "кхмерский язык"
  la: 'латинский', // package: "латинский язык"
  nl: 'нидерландский', // package: "голландский"
  nn: 'нюнорск', // package: "новонорвежский язык"
  su: 'сунданский', // package: "суданский" (Sundanese is not Sudanese)
  tk: 'туркменский', // package: "Ттркменский" (typo)
}
const EN_FIX = {
  el: 'Greek', // package: "Greek (modern)"
  gd: 'Scottish Gaelic', // package: "Gaelic"
  he: 'Hebrew', // package: "Hebrew (modern)"
}

// Existing numbering (stable nums): read the current file if there is one.
const file = path.join(DATA_DIR, 'lang.json')
const numByCode = new Map([
  ['ru', 1],
  ['en', 2],
])
if (fs.existsSync(file)) {
  for (const e of JSON.parse(fs.readFileSync(file, 'utf8')).entries) numByCode.set(e.code, e.num)
}
let next = Math.max(2, ...numByCode.values()) + 1
const fresh = numByCode.size <= 2
for (const code of Object.keys(en).sort()) {
  if (!numByCode.has(code)) numByCode.set(code, fresh ? null : next++)
}
if (fresh) {
  // First generation: 3.. in alphabetical order of the code.
  let n = 3
  for (const code of Object.keys(en).sort()) if (numByCode.get(code) === null) numByCode.set(code, n++)
}

const entries = Object.keys(en).map((code) => ({
  num: numByCode.get(code),
  code,
  ru: RU_FIX[code] ?? ru[code],
  en: EN_FIX[code] ?? en[code],
  other: { alpha3B: alpha3.get(code)?.b ?? null, alpha3T: alpha3.get(code)?.t ?? null },
}))

writeCatalog({
  cls: 2,
  name: 'lang',
  source: `ISO 639-1 via the ${PKG} npm package ${pkgVersion(PKG)} (a few Russian/English names corrected to Unicode CLDR 48, see scripts/catalog-data/languages.mjs)`,
  entries,
})
