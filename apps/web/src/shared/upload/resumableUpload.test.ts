import { API, GeneralErrorCode, TUS_FILE_ID_HEADER } from '@nauka/contracts'
import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiError } from '../../api/ApiError'
import { DetailedError, FakeResponse, tus, type Upload } from './fakeTus'
import { startResumableUpload } from './resumableUpload'

vi.mock('tus-js-client', () => import('./fakeTus'))

const pdf = () => new File(['%PDF-1.4 ...'], 'Статья.pdf', { type: 'application/pdf' })

const handlers = () => ({ onProgress: vi.fn(), onDone: vi.fn(), onError: vi.fn() })

/** The upload once it has started (after looking for a previous one). */
const started = async (): Promise<Upload> => {
  await waitFor(() => expect(tus.uploads.at(-1)?.started).toBe(true))
  return tus.uploads.at(-1) as Upload
}

beforeEach(() => tus.reset())

describe('startResumableUpload', () => {
  it("sends the file to the route table's tus endpoint with its name, in chunks", async () => {
    startResumableUpload(pdf(), handlers())
    const { options } = await started()
    expect(options.endpoint).toBe(`${window.location.origin}${API.tus.create.path}`)
    expect(options.metadata).toEqual({ filename: 'Статья.pdf', filetype: 'application/pdf' })
    expect(options.chunkSize).toBeGreaterThan(0)
    expect(options.removeFingerprintOnSuccess).toBe(true)
  })

  it('continues the latest upload of the same file that was left unfinished', async () => {
    tus.previousUploads = [
      { uploadUrl: '/api/core/files/tus/old', creationTime: '2026-01-01T10:00:00Z', urlStorageKey: 'a' },
      { uploadUrl: '/api/core/files/tus/new', creationTime: '2026-01-02T10:00:00Z', urlStorageKey: 'b' },
    ]
    startResumableUpload(pdf(), handlers())
    expect((await started()).resumedFrom?.uploadUrl).toBe('/api/core/files/tus/new')
  })

  it('reports the share sent, then the id of the file the server made', async () => {
    const on = handlers()
    startResumableUpload(pdf(), on)
    const { options } = await started()
    options.onProgress?.(25, 100)
    expect(on.onProgress).toHaveBeenLastCalledWith(0.25)
    options.onSuccess?.({ lastResponse: new FakeResponse(204, '', { [TUS_FILE_ID_HEADER]: 'file-7' }) })
    expect(on.onDone).toHaveBeenCalledWith('file-7')
    expect(on.onError).not.toHaveBeenCalled()
  })

  it("hands on the server's refusal in the error catalogue", async () => {
    const on = handlers()
    startResumableUpload(pdf(), on)
    const { options } = await started()
    const body = {
      error: { code: 4150, textCode: 'unsupported_media_type', type: 'validation', message: 'no' },
    }
    options.onError?.(new DetailedError('refused', new FakeResponse(415, JSON.stringify(body))))
    const error: ApiError = on.onError.mock.calls[0]?.[0]
    expect(error).toMatchObject({ kind: 'http', status: 415, code: GeneralErrorCode.UnsupportedMediaType })
  })

  it('tells a lost connection from a refusal', async () => {
    const on = handlers()
    startResumableUpload(pdf(), on)
    const { options } = await started()
    options.onError?.(new DetailedError('tus: failed to upload chunk', null))
    expect(on.onError.mock.calls[0]?.[0]).toMatchObject({ kind: 'network', status: 0 })
  })

  it('cancels by removing the upload from the server, and then reports nothing more', async () => {
    const on = handlers()
    const handle = startResumableUpload(pdf(), on)
    const upload = await started()
    handle.cancel()
    expect(upload.aborted).toEqual({ terminate: true })
    upload.options.onProgress?.(50, 100)
    upload.options.onError?.(new DetailedError('aborted', null))
    expect(on.onProgress).not.toHaveBeenCalled()
    expect(on.onError).not.toHaveBeenCalled()
  })

  it('stops without removing, so the same file continues later', async () => {
    const handle = startResumableUpload(pdf(), handlers())
    const upload = await started()
    handle.stop()
    expect(upload.aborted).toEqual({ terminate: false })
  })

  it('never starts when cancelled before it could', async () => {
    const handle = startResumableUpload(pdf(), handlers())
    handle.cancel()
    // Past every step the start takes (its look for a previous upload is a resolved promise).
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(tus.uploads[0]?.started).toBe(false)
  })
})
