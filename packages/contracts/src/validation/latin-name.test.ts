import { describe, expect, it } from 'vitest'
import { LatinNameMessage } from './keys'
import { LatinName } from './latin-name'

describe('LatinName', () => {
  it.each(['Anna', "O'Neil-Smith Jr.", 'Mary Ann', 'D’Artagnan', ''])('accepts %j', (value) => {
    expect(LatinName.safeParse(value).success).toBe(true)
  })

  it.each(['Анна', 'Anna Иванова', 'Anna2', 'José', 'Anna_B', 'Anna\tB'])(
    'rejects %j with the Latin-only key',
    (value) => {
      expect(LatinName.safeParse(value).error?.issues[0]?.message).toBe(LatinNameMessage.latinOnly)
    },
  )

  it('trims the name', () => {
    expect(LatinName.parse('  Anna  ')).toBe('Anna')
  })
})
