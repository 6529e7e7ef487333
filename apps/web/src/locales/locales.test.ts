import { VALIDATION_KEYS, VALIDATION_TEXTS } from '@nauka/contracts'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { loadDictionary } from './dictionaries'
import en from './en.json'
import ru from './ru.json'
import { withTexts } from './withTexts'

type Tree = { [key: string]: string | Tree }

const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  )

describe('locale files', () => {
  it('have the same keys in Russian and English', () => {
    expect(leaves(en).sort()).toEqual(leaves(ru).sort())
  })

  it('show every validation message of the contracts in the contracts own words', async () => {
    const i18n = i18next.createInstance()
    const resources = {
      ru: { translation: await loadDictionary('ru') },
      en: { translation: await loadDictionary('en') },
    }
    await i18n.init({ resources, lng: 'ru', fallbackLng: false })
    for (const lng of ['ru', 'en'] as const) {
      const t = i18n.getFixedT(lng)
      for (const key of VALIDATION_KEYS) expect(t(key), key).toBe(VALIDATION_TEXTS[lng][key])
    }
  })

  it('leave validation wording to the contracts, so the server and the app say the same', () => {
    const own = new Set([...leaves(ru), ...leaves(en)])
    expect(VALIDATION_KEYS.filter((key) => own.has(key))).toEqual([])
  })

  it('leave no text empty', () => {
    const empty = (tree: Tree) =>
      leaves(tree).filter(
        (key) => key.split('.').reduce<Tree | string>((n, k) => (n as Tree)[k] ?? '', tree) === '',
      )
    expect(empty(ru)).toEqual([])
    expect(empty(en)).toEqual([])
  })

  it('places dotted texts in the tree and refuses one worded twice', () => {
    const tree = { auth: { title: 'Sign in' } }
    expect(withTexts(tree, { 'auth.password.tooShort': 'Short' })).toEqual({
      auth: { title: 'Sign in', password: { tooShort: 'Short' } },
    })
    expect(() => withTexts(tree, { 'auth.title': 'Again' })).toThrow('auth.title is worded twice')
    expect(() => withTexts(tree, { 'auth.title.x': 'Under a text' })).toThrow('auth.title.x')
  })
})
