import { describe, expect, it } from 'vitest'
import en from './en.json'
import ru from './ru.json'
import { joinParts, textPart, VISITOR_TEXTS } from './textParts'

const tree = {
  auth: { title: 'Sign in' },
  profile: { email: { error: 'Bad' }, title: 'Profile' },
  feed: { title: 'Feed' },
}

describe('textPart', () => {
  it('takes whole groups and single branches to the visitor part, and leaves the rest to the other', () => {
    const visitor = ['auth', 'profile.email']
    expect(textPart(tree, 'visitor', visitor)).toEqual({
      auth: { title: 'Sign in' },
      profile: { email: { error: 'Bad' } },
    })
    expect(textPart(tree, 'member', visitor)).toEqual({
      profile: { title: 'Profile' },
      feed: { title: 'Feed' },
    })
  })

  it('leaves the tree it reads as it was', () => {
    const before = structuredClone(tree)
    textPart(tree, 'member', ['profile.email'])
    expect(tree).toEqual(before)
  })

  it('splits each language into two parts that together are its whole file', () => {
    for (const file of [ru, en]) {
      const visitor = textPart(file, 'visitor')
      const member = textPart(file, 'member')
      expect(joinParts(visitor, member)).toEqual(file)
      expect(Object.keys(visitor).length).toBeGreaterThan(0)
    }
  })

  it('names only branches the locale files have', () => {
    for (const path of VISITOR_TEXTS)
      expect(
        path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], ru),
        path,
      ).toBeDefined()
  })
})
