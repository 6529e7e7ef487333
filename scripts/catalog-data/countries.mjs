// Generates data/countries.json (dictionary 208) from the i18n-iso-countries npm package.
//   node scripts/catalog-data/countries.mjs
// num = ISO 3166-1 numeric code, code = alpha-2, other.alpha3 = alpha-3.
// Names: the package's Russian and English names; where the package gives several
// names (or a long official form) the short, commonly used form is chosen below.

import fs from 'node:fs'
import { pkgFile, pkgVersion, requireFromServer, writeCatalog } from './lib.mjs'

const countries = requireFromServer('i18n-iso-countries')
const en = JSON.parse(fs.readFileSync(pkgFile('i18n-iso-countries', 'langs/en.json'), 'utf8')).countries
const ru = JSON.parse(fs.readFileSync(pkgFile('i18n-iso-countries', 'langs/ru.json'), 'utf8')).countries

// Short English forms where the package's first name is a long official or inverted form.
const EN_SHORT = {
  BN: 'Brunei',
  CI: "Côte d'Ivoire",
  CN: 'China',
  CZ: 'Czechia',
  FK: 'Falkland Islands',
  FM: 'Micronesia',
  GM: 'Gambia',
  IR: 'Iran',
  KR: 'South Korea',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PN: 'Pitcairn Islands',
  PS: 'Palestine',
  RE: 'Réunion',
  RU: 'Russia',
  SY: 'Syria',
  TR: 'Türkiye',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
}

// Russian forms where the package's value is an abbreviation with a long gloss, a list,
// names the state instead of the territory, or is a colloquial short form.
const RU_SHORT = {
  CF: 'Центральноафриканская Республика',
  CN: 'Китай',
  EH: 'Западная Сахара',
  FO: 'Фарерские острова',
  GF: 'Французская Гвиана',
  HM: 'Остров Херд и острова Макдональд',
  KP: 'КНДР',
  RU: 'Россия',
  TC: 'Острова Теркс и Кайкос',
  TW: 'Тайвань',
}

const first = (v) => (Array.isArray(v) ? v[0] : v)

const entries = Object.keys(en).map((a2) => {
  const numeric = countries.alpha2ToNumeric(a2)
  const alpha3 = countries.alpha2ToAlpha3(a2)
  if (!numeric) throw new Error(`no numeric code for ${a2}`)
  const other = { alpha3 }
  // XK (Kosovo) is a user-assigned code, not part of ISO 3166-1 proper.
  if (a2 === 'XK') other.userAssigned = true
  return {
    num: Number(numeric),
    code: a2,
    ru: RU_SHORT[a2] ?? first(ru[a2]),
    en: EN_SHORT[a2] ?? first(en[a2]),
    other,
  }
})

writeCatalog({
  cls: 208,
  name: 'countries',
  source: `ISO 3166-1 via the i18n-iso-countries npm package ${pkgVersion('i18n-iso-countries')} (short name forms chosen in scripts/catalog-data/countries.mjs)`,
  entries,
})
