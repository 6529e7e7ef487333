import { describe, expect, it } from 'vitest'
import { BYTES_PER_MB, DATE_FORMAT, GROUP_IMAGE_EXTENSIONS, GROUP_IMAGE_MIME_TYPES, LIMITS } from './limits'

describe('LIMITS', () => {
  it('counts a megabyte as 1024 × 1024 bytes', () => {
    expect(BYTES_PER_MB).toBe(1_048_576)
  })

  it('caps a group image at 2 MB and attachments at 100 MB', () => {
    expect(LIMITS.groupImageMaxBytes).toBe(2_097_152)
    expect(LIMITS.attachmentsMaxTotalBytes).toBe(104_857_600)
  })

  it('holds the counts of SPEC 9', () => {
    expect(LIMITS).toMatchObject({
      maxToasts: 4,
      groupNameMin: 3,
      attachmentsMaxFiles: 10,
      passwordMin: 8,
      searchKeywordsMax: 5,
    })
  })

  it('writes dates as YYYY-MM-DD', () => {
    expect(DATE_FORMAT).toBe('YYYY-MM-DD')
  })

  it('allows png and jpeg group images only', () => {
    expect(GROUP_IMAGE_MIME_TYPES).toContain('image/png')
    expect(GROUP_IMAGE_MIME_TYPES).toContain('image/jpeg')
    expect(GROUP_IMAGE_MIME_TYPES).not.toContain('image/gif')
    expect([...GROUP_IMAGE_EXTENSIONS]).toEqual(['png', 'jpg', 'jpeg'])
  })
})
