import { type ClsItem, formatRef } from '@nauka/contracts'
import type { EntryRow } from './catalog.queries'

/** A catalogue row in the reader's language, shaped as the wire ClsItem. */
export function presentEntry(row: EntryRow, lang: 1 | 2): ClsItem {
  return {
    id: row.id,
    cls: row.cls,
    num: row.num,
    code: row.code,
    term: lang === 1 ? row.termRu : row.termEn,
    lang,
    level: row.level,
    parentNum: row.parentNum,
    parentClsNum: row.parentRef,
    uref: formatRef(row.cls, row.num),
    dsc: null,
    other: row.other ?? null,
  }
}
