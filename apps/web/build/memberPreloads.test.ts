import { describe, expect, it } from 'vitest'
import { memberPreloads, staticFiles } from './memberPreloads'
import type { OutputLike } from './preloadChunk'

const chunk = (
  fileName: string,
  imports: string[],
  moduleIds: string[] = [],
  facade: string | null = null,
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  moduleIds,
  facadeModuleId: facade,
})

// index → preact; Layout (a group's chunk) → shared, index; Feed → shared, card, index; texts apart.
const bundle: Record<string, OutputLike> = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/preact.js'], ['/src/main.tsx'], '/src/main.tsx'),
    chunk('assets/preact.js', []),
    chunk('assets/Layout.js', ['assets/shared.js', 'assets/index.js'], ['/src/app/layout/AppLayout.tsx']),
    chunk('assets/shared.js', ['assets/index.js']),
    chunk(
      'assets/Feed.js',
      ['assets/shared.js', 'assets/card.js', 'assets/index.js'],
      [],
      '/src/feed/FeedPage.tsx',
    ),
    chunk('assets/card.js', []),
    chunk('assets/frame-ru.js', [], [], '\0virtual:texts/ru/frame'),
    chunk('assets/frame-en.js', [], [], '\0virtual:texts/en/frame'),
    chunk('assets/Chats.js', ['assets/card.js'], [], '/src/chat/ChatsPage.tsx'),
  ].map((out) => [out.fileName, out]),
)

const plan = {
  frame: '/app/layout/AppLayout.tsx',
  home: '/feed/FeedPage.tsx',
  texts: { ru: 'virtual:texts/ru/frame', en: 'virtual:texts/en/frame' },
}

describe('staticFiles', () => {
  it('follows static imports at any depth, each file once', () => {
    expect([...staticFiles(bundle, 'assets/Feed.js')].sort()).toEqual([
      'assets/Feed.js',
      'assets/card.js',
      'assets/index.js',
      'assets/preact.js',
      'assets/shared.js',
    ])
  })
})

describe('memberPreloads', () => {
  const files = memberPreloads(bundle, 'assets/index.js', plan)

  it("lists the frame's files without the entry's, and the feed's without either", () => {
    expect([...files.frame].sort()).toEqual(['/assets/Layout.js', '/assets/shared.js'])
    expect([...files.home].sort()).toEqual(['/assets/Feed.js', '/assets/card.js'])
  })

  it("names each language's frame texts", () => {
    expect(files.texts).toEqual({ ru: '/assets/frame-ru.js', en: '/assets/frame-en.js' })
  })

  it('leaves out what neither loads', () => {
    expect([...files.frame, ...files.home]).not.toContain('/assets/Chats.js')
  })

  it('fails the build when a planned module has no chunk, rather than preloading nothing', () => {
    expect(() => memberPreloads(bundle, 'assets/index.js', { ...plan, home: '/feed/Gone.tsx' })).toThrow(
      /no chunk is built from \/feed\/Gone.tsx/,
    )
  })
})
