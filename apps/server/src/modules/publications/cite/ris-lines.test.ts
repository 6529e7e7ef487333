import { describe, expect, it } from 'vitest'
import { unfoldRis } from './ris-lines'

describe('unfoldRis', () => {
  it('joins the pieces of a folded value back onto their tag line, adding nothing', () => {
    expect(unfoldRis('TY  - JOUR\nTI  - abc \nER - def\nghi\nER  - \n')).toBe(
      'TY  - JOUR\nTI  - abc ER - defghi\nER  - ',
    )
  })

  it('drops the empty line a value of exactly 70 characters leaves behind', () => {
    expect(unfoldRis(`TI  - ${'a'.repeat(70)}\n\nVL  - 5\nER  - \n`)).toBe(
      `TI  - ${'a'.repeat(70)}\nVL  - 5\nER  - `,
    )
  })
})
