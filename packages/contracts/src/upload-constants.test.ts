import { describe, expect, it } from 'vitest'
import { UploadItemType, UploadType } from './upload-constants'

describe('upload codes', () => {
  it('codes a single upload 126:1 and a package 126:2', () => {
    expect(UploadType).toEqual({ Single: '126:1', Package: '126:2' })
  })

  it('codes a publication item 129:1', () => {
    expect(UploadItemType.Publication).toBe('129:1')
  })
})
