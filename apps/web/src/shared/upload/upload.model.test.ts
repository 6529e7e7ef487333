import { describe, expect, it } from 'vitest'
import { initialUpload, nextUpload, type UploadState } from './upload.model'

const failure = { key: 'errors.network' }

describe('nextUpload', () => {
  it('moves the progress forward only', () => {
    const half = nextUpload(initialUpload, { type: 'progress', fraction: 0.5 })
    expect(half).toEqual({ status: 'uploading', progress: 0.5 })
    expect(nextUpload(half, { type: 'progress', fraction: 0.2 })).toEqual(half)
    expect(nextUpload(half, { type: 'progress', fraction: 1.5 })).toEqual({
      status: 'uploading',
      progress: 1,
    })
  })

  it('keeps what was sent when it fails, and continues from there on retry', () => {
    const failed = nextUpload({ status: 'uploading', progress: 0.4 }, { type: 'failed', error: failure })
    expect(failed).toEqual({ status: 'failed', progress: 0.4, error: failure })
    // A late progress event of the failed attempt changes nothing.
    expect(nextUpload(failed, { type: 'progress', fraction: 0.6 })).toEqual(failed)
    expect(nextUpload(failed, { type: 'retry' })).toEqual({ status: 'uploading', progress: 0.4 })
  })

  it('stays a file once done', () => {
    const done = nextUpload(initialUpload, { type: 'done', fileId: 'f-1' })
    expect(done).toEqual({ status: 'done', progress: 1, fileId: 'f-1' })
    for (const event of [
      { type: 'failed', error: failure },
      { type: 'progress', fraction: 0.1 },
      { type: 'retry' },
    ] as const)
      expect(nextUpload(done, event)).toBe(done satisfies UploadState)
  })

  it('ignores a retry while uploading', () => {
    const state: UploadState = { status: 'uploading', progress: 0.3 }
    expect(nextUpload(state, { type: 'retry' })).toBe(state)
  })
})
