import { describe, expect, it } from 'vitest'
import {
  imageCount,
  imageFailed,
  imageIds,
  imageMoved,
  imageRemoved,
  imagesOf,
  imagesUploading,
  imageUploaded,
  imageUploading,
} from './images.model'

describe('the pictures of a listing being written', () => {
  const kept = imagesOf([{ id: 'a', url: '/api/core/file/a' }])

  it('saves the ready ones in their order, the new upload once it is in', () => {
    const list = [...kept, imageUploading('k1', 'blob:1')]
    expect(imageIds(list)).toEqual(['a'])
    expect(imagesUploading(list)).toBe(true)
    const done = imageUploaded(list, 'k1', 'b')
    expect(imageIds(done)).toEqual(['a', 'b'])
    expect(imageIds(imageMoved(done, 'k1', -1))).toEqual(['b', 'a'])
    expect(imagesUploading(done)).toBe(false)
  })

  it('leaves a failed upload out of the ids and the limit, until removed', () => {
    const list = imageFailed([...kept, imageUploading('k1', 'blob:1')], 'k1')
    expect(imageIds(list)).toEqual(['a'])
    expect(imageCount(list)).toBe(1)
    expect(imageRemoved(list, 'k1')).toEqual(kept)
  })
})
