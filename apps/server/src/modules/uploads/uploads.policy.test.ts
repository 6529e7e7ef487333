import { describe, expect, it } from 'vitest'
import { uploadAccess } from './uploads.policy'

describe('uploadAccess', () => {
  it('lets the owner in, whatever is published', () => {
    expect(uploadAccess(7, 7, false)).toBe('owner')
    expect(uploadAccess(7, 7, true)).toBe('owner')
  })

  it('hides an upload from another user who can read none of its published items', () => {
    expect(uploadAccess(8, 7, false)).toBe('hidden')
  })

  it('refuses another user who may read one of its published items: it is no secret to them', () => {
    expect(uploadAccess(8, 7, true)).toBe('forbidden')
  })
})
