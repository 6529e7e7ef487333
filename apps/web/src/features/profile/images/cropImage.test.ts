import { describe, expect, it } from 'vitest'
import { imageFileIssue, outputSize } from './cropImage'

describe('image crop', () => {
  it('keeps the avatar square and the banner 3:1 when the crop’s pixels are off by rounding', () => {
    expect(outputSize({ x: 0, y: 0, width: 1201, height: 1199 }, 'avatar')).toEqual({
      width: 400,
      height: 400,
    })
    expect(outputSize({ x: 0, y: 0, width: 2999, height: 1001 }, 'banner')).toEqual({
      width: 1500,
      height: 500,
    })
    expect(outputSize({ x: 0, y: 0, width: 301, height: 99 }, 'banner')).toEqual({ width: 301, height: 100 })
  })

  it('encodes at the stored size, never larger than the crop', () => {
    expect(outputSize({ x: 0, y: 0, width: 2000, height: 2000 }, 'avatar')).toEqual({
      width: 400,
      height: 400,
    })
    expect(outputSize({ x: 0, y: 0, width: 300, height: 300 }, 'avatar')).toEqual({ width: 300, height: 300 })
    expect(outputSize({ x: 0, y: 0, width: 3000, height: 1000 }, 'banner')).toEqual({
      width: 1500,
      height: 500,
    })
  })

  it('accepts png, jpeg and webp up to 10 MB', () => {
    expect(imageFileIssue({ type: 'image/png', size: 1000 })).toBeNull()
    expect(imageFileIssue({ type: 'image/gif', size: 1000 })).toBe('type')
    expect(imageFileIssue({ type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe('tooLarge')
  })
})
