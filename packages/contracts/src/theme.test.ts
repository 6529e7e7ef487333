import { describe, expect, it } from 'vitest'
import { ThemeKind } from './theme'

describe('ThemeKind', () => {
  it('has exactly the light and dark themes', () => {
    expect(Object.values(ThemeKind)).toEqual(['light', 'dark'])
  })
})
