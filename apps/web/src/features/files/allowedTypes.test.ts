import type { ClsItem } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { fileMetaOf, uploadRulesOf } from './allowedTypes'

const item = (cls: number, num: number, code: string, other: ClsItem['other'] = null): ClsItem => ({
  id: num,
  cls,
  num,
  code,
  term: code,
  lang: 1,
  level: 1,
  parentNum: null,
  parentClsNum: null,
  uref: `${cls}:${num}`,
  dsc: null,
  other,
})

describe('upload rules from catalogues 58 and 60', () => {
  const rules = uploadRulesOf(
    [item(58, 1, 'application/pdf'), item(58, 2, 'application/x-bibtex', { aliases: ['text/x-bibtex'] })],
    [item(60, 1, '.PDF', { mime: 'application/pdf' }), item(60, 2, 'bib', { mime: 'application/x-bibtex' })],
  )

  it('allows the mime types with their aliases and the extensions', () => {
    expect(rules.mimeTypes).toEqual(['application/pdf', 'application/x-bibtex', 'text/x-bibtex'])
    expect(rules.extensions).toEqual(['pdf', 'bib'])
  })

  it('gives a file the browser could not type the mime type of its extension', () => {
    expect(fileMetaOf({ name: 'refs.bib', type: '', size: 5 }, rules)).toEqual({
      name: 'refs.bib',
      type: 'application/x-bibtex',
      size: 5,
    })
    expect(fileMetaOf({ name: 'paper.pdf', type: 'application/pdf', size: 5 }, rules).type).toBe(
      'application/pdf',
    )
    expect(fileMetaOf({ name: 'tool.exe', type: '', size: 5 }, rules).type).toBe('')
  })
})
