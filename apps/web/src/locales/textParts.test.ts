import { describe, expect, it } from 'vitest'
import en from './en.json'
import ru from './ru.json'
import { joinParts, TEXT_PARTS, textPart, VISITOR_TEXTS } from './textParts'

const tree = {
  auth: { title: 'Sign in' },
  profile: { email: { error: 'Bad' }, title: 'Profile' },
  feed: { title: 'Feed' },
}

describe('textPart', () => {
  it('takes whole groups and single branches to the visitor part, and leaves the rest to the other', () => {
    const visitor = ['auth', 'profile.email']
    expect(textPart(tree, 'visitor', [], visitor)).toEqual({
      auth: { title: 'Sign in' },
      profile: { email: { error: 'Bad' } },
    })
    expect(textPart(tree, 'pages', [], visitor)).toEqual({
      profile: { title: 'Profile' },
      feed: { title: 'Feed' },
    })
  })

  it("gives the frame the branches its code names that are not the visitor's, and the pages the rest", () => {
    const visitor = ['auth']
    const frame = ['feed.title', 'auth.title', 'profile.email.error']
    expect(textPart(tree, 'frame', frame, visitor)).toEqual({
      feed: { title: 'Feed' },
      profile: { email: { error: 'Bad' } },
    })
    expect(textPart(tree, 'pages', frame, visitor)).toEqual({ profile: { title: 'Profile' } })
  })

  it('leaves the tree it reads as it was', () => {
    const before = structuredClone(tree)
    textPart(tree, 'pages', ['feed'], ['profile.email'])
    textPart(tree, 'frame', ['profile.title'], ['profile.email'])
    expect(tree).toEqual(before)
  })

  it('splits each language into three parts that together are its whole file', () => {
    const frame = ['feed.title', 'nav', 'auth.login.title']
    for (const file of [ru, en]) {
      const [visitor, framePart, pages] = TEXT_PARTS.map((part) => textPart(file, part, frame))
      expect(joinParts(joinParts(visitor ?? {}, framePart ?? {}), pages ?? {})).toEqual(file)
      expect(Object.keys(visitor ?? {}).length).toBeGreaterThan(0)
      expect(Object.keys(framePart ?? {}).sort()).toEqual(['feed', 'nav'])
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
