import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Tree } from '../src/locales/withTexts'
import { reachableFiles, textsInUse, textsNamedIn } from './textsInUse'

const tree: Tree = {
  feed: { title: 'Feed', count_one: '{{count}} post', count_other: '{{count}} posts', tabs: { all: 'All' } },
  nav: { feed: 'Feed', chats: 'Chats' },
  profile: { email: { title: 'E-mail' } },
  chats: { title: 'Chats' },
}

describe('textsNamedIn', () => {
  it('finds whole keys in any quotes, and ignores names that are not texts', () => {
    const source = `t('feed.title'); const a = "profile.email.title"; t(\`chats.title\`); t('feed.none'); x('a.b')`
    expect(textsNamedIn(source, tree).sort()).toEqual(['chats.title', 'feed.title', 'profile.email.title'])
  })

  it("takes a template's fixed start as its whole group or branch", () => {
    expect(textsNamedIn(`t(\`nav.\${key}\`); t(\`feed.tabs.\${tab}.label\`)`, tree).sort()).toEqual([
      'feed.tabs',
      'nav',
    ])
  })

  it('takes a key with a count as its plural forms', () => {
    expect(textsNamedIn("t('feed.count', { count })", tree).sort()).toEqual([
      'feed.count_one',
      'feed.count_other',
    ])
  })

  it('leaves a bare word alone: a route or a tab is named so too', () => {
    expect(textsNamedIn('const tab = \'feed\'; go("chats")', tree)).toEqual([])
  })
})

describe('the code reachable from an entry', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const write = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), 'texts-in-use-'))
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true })
      writeFileSync(join(dir, name), text)
    }
  }

  it('follows static and lazy imports and stops where told', () => {
    write({
      'Layout.tsx':
        "import { Nav } from './nav/Nav'\nconst Dialog = lazy(() => import('./Dialog'))\nimport './pages'",
      'nav/Nav.tsx': `import { x } from '../shared'\nt(\`nav.\${key}\`)`,
      'shared/index.ts': "export const x = t('feed.title')",
      'Dialog.tsx': "t('profile.email.title')",
      'pages.ts': "import('./Chats')",
      'Chats.tsx': "t('chats.title')",
    })
    const entry = join(dir, 'Layout.tsx')
    expect(
      reachableFiles([entry], [join(dir, 'pages.ts')])
        .map((file) => file.slice(dir.length + 1))
        .sort(),
    ).toEqual(['Dialog.tsx', 'Layout.tsx', 'nav/Nav.tsx', 'shared/index.ts'])
    expect(textsInUse(tree, [entry], [join(dir, 'pages.ts')])).toEqual([
      'feed.title',
      'nav',
      'profile.email.title',
    ])
    expect(textsInUse(tree, [entry])).toContain('chats.title')
  })
})
