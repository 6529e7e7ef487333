import { describe, expect, it } from 'vitest'
import type { PageLine } from '../page-lines'
import { abstractBlocks } from './first-page'

/** Lines of one size, one below the other. */
const page = (...texts: string[]): PageLine[] => texts.map((text, i) => ({ text, size: 11, y: 700 - i * 13 }))

describe('abstractBlocks', () => {
  it('finds an abstract under its own heading, after a stop or colon, or a dash', () => {
    expect(abstractBlocks(page('Abstract', 'We study dots.'))).toEqual(['We study dots.'])
    expect(abstractBlocks(page('Abstract. We study dots.'))).toEqual(['We study dots.'])
    expect(abstractBlocks(page('ABSTRACT: We study dots.'))).toEqual(['We study dots.'])
    expect(abstractBlocks(page('Abstract—We study dots.'))).toEqual(['We study dots.'])
    expect(abstractBlocks(page('Аннотация. Мы изучаем точки.'))).toEqual(['Мы изучаем точки.'])
  })

  it('takes no sentence that merely starts with the word for one', () => {
    expect(abstractBlocks(page('Abstract Syntax Notation One (ASN.1) library'))).toEqual([])
    expect(abstractBlocks(page('Summary statistics of the sample are given below'))).toEqual([])
  })
})
