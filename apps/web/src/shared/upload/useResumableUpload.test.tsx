import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DetailedError, FakeResponse, tus, type Upload } from './fakeTus'
import { useResumableUpload } from './useResumableUpload'

vi.mock('tus-js-client', () => import('./fakeTus'))

const file = new File(['%PDF-1.4'], 'paper.pdf', { type: 'application/pdf' })

const startedUpload = async (count: number): Promise<Upload> => {
  await waitFor(() => expect(tus.uploads.filter((u) => u.started)).toHaveLength(count))
  return tus.uploads.at(-1) as Upload
}

beforeEach(() => tus.reset())

describe('useResumableUpload', () => {
  it('follows the upload to its file', async () => {
    const onDone = vi.fn()
    const { result } = renderHook(() => useResumableUpload(file, onDone))
    const upload = await startedUpload(1)
    act(() => upload.options.onProgress?.(3, 4))
    expect(result.current.state).toEqual({ status: 'uploading', progress: 0.75 })
    act(() =>
      upload.options.onSuccess?.({ lastResponse: new FakeResponse(204, '', { 'Nauka-File-Id': 'f-9' }) }),
    )
    expect(result.current.state).toEqual({ status: 'done', progress: 1, fileId: 'f-9' })
    expect(onDone).toHaveBeenCalledWith('f-9')
  })

  it('retries a failed upload by continuing it, from the progress it had', async () => {
    const { result } = renderHook(() => useResumableUpload(file))
    const first = await startedUpload(1)
    act(() => first.options.onProgress?.(1, 2))
    act(() => first.options.onError?.(new DetailedError('lost', null)))
    expect(result.current.state).toEqual({
      status: 'failed',
      progress: 0.5,
      error: { key: 'errors.network' },
    })
    // tus-js-client keeps the failed upload's fingerprint: the next one finds it.
    tus.previousUploads = [{ uploadUrl: '/api/core/files/tus/u', creationTime: 'now', urlStorageKey: 'k' }]
    act(() => result.current.retry())
    const second = await startedUpload(2)
    expect(second.resumedFrom?.uploadUrl).toBe('/api/core/files/tus/u')
    expect(result.current.state).toEqual({ status: 'uploading', progress: 0.5 })
  })

  it('removes the upload when cancelled, and only stops it when the page goes', async () => {
    const cancelled = renderHook(() => useResumableUpload(file))
    const first = await startedUpload(1)
    act(() => cancelled.result.current.cancel())
    expect(first.aborted).toEqual({ terminate: true })

    const left = renderHook(() => useResumableUpload(file))
    const second = await startedUpload(2)
    left.unmount()
    expect(second.aborted).toEqual({ terminate: false })
  })
})
