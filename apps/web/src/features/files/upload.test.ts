import { FILES_FIELD } from '@nauka/contracts'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/ApiError'
import { stubXhr } from '../../test/fakeXhr'
import { isAbort, uploadFile } from './upload'

const descriptor = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'paper.pdf',
  mime: 'application/pdf',
  size: 4,
  url: '/api/core/file/11111111-1111-4111-8111-111111111111',
}
const file = () => new File(['%PDF'], 'paper.pdf', { type: 'application/pdf' })

describe('uploading one file', () => {
  it('sends it as multipart with the session, reports progress and answers its descriptor', async () => {
    const requests = stubXhr()
    const onProgress = vi.fn()
    const done = uploadFile(file(), { onProgress })
    const [request] = requests
    if (!request) throw new Error('no upload was sent')
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/api/core/files')
    expect(request.withCredentials).toBe(true)
    expect((request.body as FormData).get(FILES_FIELD)).toBeInstanceOf(File)
    request.progress(2, 4)
    request.respond({ status: 201, body: [descriptor] })
    await expect(done).resolves.toEqual(descriptor)
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.5, 1])
  })

  it('maps a refused file to the ApiError of the server answer (SPEC 8)', async () => {
    const requests = stubXhr()
    const done = uploadFile(file())
    requests[0]?.respond({
      status: 415,
      body: {
        error: {
          code: 4150,
          textCode: 'unsupported_type',
          type: 'validation',
          message: 'Тип не поддерживается',
        },
      },
    })
    const error = await done.catch((cause: unknown) => cause)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 415, code: 4150, message: 'Тип не поддерживается' })
  })

  it('rejects with a network error when the connection fails', async () => {
    const requests = stubXhr()
    const done = uploadFile(file())
    requests[0]?.fail()
    await expect(done).rejects.toMatchObject({ kind: 'network', status: 0 })
  })

  it('stops when aborted, with an AbortError', async () => {
    const requests = stubXhr()
    const controller = new AbortController()
    const done = uploadFile(file(), { signal: controller.signal })
    controller.abort()
    expect(requests[0]?.aborted).toBe(true)
    const error = await done.catch((cause: unknown) => cause)
    expect(isAbort(error)).toBe(true)
  })
})
