import { describe, expect, it } from 'vitest'
import { IMAGE_ASPECT, imageFileIssue, outputSize } from './cropImage'

describe('image crop', () => {
  it('frames the avatar square and the banner 3:1', () => {
    expect(IMAGE_ASPECT).toEqual({ avatar: 1, banner: 3 })
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
