import { VALIDATION_KEYS } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import en from './en.json'
import ru from './ru.json'

type Tree = { [key: string]: string | Tree }

const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  )

describe('locale files', () => {
  it('have the same keys in Russian and English', () => {
    expect(leaves(en).sort()).toEqual(leaves(ru).sort())
  })

  it('translate every validation message key of the contracts', () => {
    for (const key of VALIDATION_KEYS) {
      expect(leaves(ru), key).toContain(key)
    }
  })

  it('leave no text empty', () => {
    const empty = (tree: Tree) =>
      leaves(tree).filter(
        (key) => key.split('.').reduce<Tree | string>((n, k) => (n as Tree)[k] ?? '', tree) === '',
      )
    expect(empty(ru)).toEqual([])
    expect(empty(en)).toEqual([])
  })
})
