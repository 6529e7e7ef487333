import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { featureCycles, folderImports, type Import } from './imports.graph'

/**
 * The web's folders point one way: app composes features, features build on shared and api, and
 * nothing below imports what is above it. Feature folders may use each other, never in a circle.
 */

const root = dirname(fileURLToPath(import.meta.url))
const imports = folderImports(root)
const line = ({ file, specifier }: Import) => `${file} imports ${specifier}`

/** Folders that everything may use; they import nothing of the app's features or its frame. */
const FOUNDATIONS = ['shared', 'api']

describe('the import graph of the web app', () => {
  it('reads the imports between folders', () => {
    // A broken reader would make the rules below pass on nothing.
    expect(imports.some((i) => i.from === 'app' && i.to.startsWith('features/'))).toBe(true)
  })

  it('has shared/ and api/ import neither app/ nor a feature', () => {
    const upward = imports.filter(
      (i) => FOUNDATIONS.includes(i.from) && (i.to === 'app' || i.to.startsWith('features/')),
    )
    expect(upward.map(line)).toEqual([])
  })

  it('has no feature import app/', () => {
    const upward = imports.filter((i) => i.from.startsWith('features/') && i.to === 'app')
    expect(upward.map(line)).toEqual([])
  })

  it('has no circle between feature folders', () => {
    expect(featureCycles(imports).map((cycle) => cycle.map(line))).toEqual([])
  })
})
