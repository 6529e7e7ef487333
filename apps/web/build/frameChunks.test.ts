import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ModuleInfo } from 'rolldown'
import { describe, expect, it } from 'vitest'
import {
  APP_FRAME_PLAN,
  chunkOfModule,
  type FramePlan,
  frameChunkGroup,
  type Graph,
  staticClosure,
} from './frameChunks'

/** A module graph from each module's static imports. */
const graphOf = (imports: Record<string, string[]>): Graph => ({
  getModuleInfo: (id) => (id in imports ? ({ importedIds: imports[id] ?? [] } as ModuleInfo) : null),
})

// main → Login → Button; Layout → Nav → Button, Icon; Feed → Card → Icon, Chip; Registration → Chip
const graph = graphOf({
  main: ['Login'],
  Login: ['Button'],
  Button: [],
  Layout: ['Nav'],
  Nav: ['Button', 'Icon'],
  Icon: [],
  Feed: ['Card', 'Nav'],
  Card: ['Icon', 'Chip'],
  Chip: [],
  Registration: ['Chip'],
})
const plan: FramePlan = { entry: ['main'], visitor: ['Registration'], frame: ['Layout'], feed: ['Feed'] }

describe('staticClosure', () => {
  it('follows static imports through shared modules once each', () => {
    expect([...staticClosure(graph, ['Feed'])].sort()).toEqual([
      'Button',
      'Card',
      'Chip',
      'Feed',
      'Icon',
      'Nav',
    ])
  })

  it('takes a module the graph does not know as a leaf', () => {
    expect([...staticClosure(graph, ['virtual:texts'])]).toEqual(['virtual:texts'])
  })
})

describe('chunkOfModule', () => {
  const chunks = chunkOfModule(graph, plan)

  it("puts the frame's own modules in the frame's chunk, the feed's additions in the feed's", () => {
    expect(chunks.get('Layout')).toBe('frame')
    expect(chunks.get('Nav')).toBe('frame')
    expect(chunks.get('Icon')).toBe('frame')
    expect(chunks.get('Feed')).toBe('feed')
    expect(chunks.get('Card')).toBe('feed')
  })

  it("leaves what the entry loads to the entry's chunks: the sign-in form never fetches the frame", () => {
    expect(chunks.has('Button')).toBe(false)
    expect(chunks.has('main')).toBe(false)
    expect(chunks.has('Login')).toBe(false)
  })

  it("puts what a visitor's page shares with the frame or the feed apart, so that page fetches no more", () => {
    expect(chunks.get('Chip')).toBe('shared')
    expect(chunks.has('Registration')).toBe(false)
  })

  it('never places a module in a chunk that a module it imports comes after (no circle of chunks)', () => {
    const order = ['entry', 'shared', 'frame', 'feed']
    const rank = (id: string) => order.indexOf(chunks.get(id) ?? 'entry')
    for (const id of chunks.keys())
      for (const dep of graph.getModuleInfo(id)?.importedIds ?? [])
        expect(rank(dep)).toBeLessThanOrEqual(rank(id))
  })
})

describe('frameChunkGroup', () => {
  it("names each module's chunk after the plan's first module of it, and plans once for a graph", () => {
    let reads = 0
    const counted: Graph = {
      getModuleInfo: (id) => {
        reads++
        return graph.getModuleInfo(id)
      },
    }
    const group = frameChunkGroup(plan)
    const name = group.name as (id: string, ctx: Graph) => string | null
    expect(name('Card', counted)).toBe('Feed')
    const afterFirst = reads
    expect(name('Button', counted)).toBeNull()
    expect(name('Layout', counted)).toBe('Layout')
    expect(name('Chip', counted)).toBe('shared')
    expect(reads).toBe(afterFirst)
    expect(group.includeDependenciesRecursively).toBe(false)
  })
})

describe("the app's plan", () => {
  it("lists as visitor pages exactly those src/app/pages.ts gives visitors (a page left out would fetch the frame's code)", () => {
    const pages = readFileSync(join(import.meta.dirname, '../src/app/pages.ts'), 'utf8')
    const section = (name: string) =>
      pages.slice(pages.indexOf(`export const ${name}`)).split('\n]\n')[0] ?? ''
    const imported = (text: string) =>
      [...text.matchAll(/import\('\.\.\/([^']+)'\)/g)].map((match) => `${match[1]}.tsx`).sort()
    expect([...APP_FRAME_PLAN.visitor].sort()).toEqual(
      [...imported(section('VISITOR_PAGES')), ...imported(section('PUBLIC_PAGES'))].sort(),
    )
  })
})
