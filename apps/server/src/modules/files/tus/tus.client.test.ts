import { API, TUS_FILE_ID_HEADER } from '@nauka/contracts'
import { type DetailedError, Upload, type UploadOptions } from 'tus-js-client'
import { expect, it } from 'vitest'
import { useTestServer } from '../../../test/test-server'
import { pdfOf, sha256 } from './tus.fixtures'

// The web app's tus client (tus-js-client, here its Node build) against the real server: the
// protocol as a client library speaks it, not as our own test helpers do.
const MB = 1024 * 1024
const env = useTestServer({ listen: true })

/** Runs an upload until it succeeds (the file id) or is stopped after `chunks` chunks (null). */
function run(bytes: Buffer, options: UploadOptions, chunks = Number.POSITIVE_INFINITY) {
  return new Promise<{ upload: Upload; fileId: string | null }>((resolve, reject) => {
    let accepted = 0
    const upload: Upload = new Upload(bytes, {
      ...options,
      chunkSize: MB,
      retryDelays: null,
      onChunkComplete: () => {
        accepted += 1
        if (accepted === chunks) upload.abort().then(() => resolve({ upload, fileId: null }), reject)
      },
      onSuccess: ({ lastResponse }) =>
        resolve({ upload, fileId: lastResponse.getHeader(TUS_FILE_ID_HEADER) ?? '' }),
      onError: (error: Error | DetailedError) => reject(error),
    })
    upload.start()
  })
}

it('uploads with tus-js-client, stopped after a chunk and continued from the upload URL', async () => {
  const me = await env.newUser()
  const headers = { cookie: me.cookie }
  const pdf = pdfOf(3 * MB + 123)
  const endpoint = `${env.baseUrl}${API.tus.create.path}`
  const metadata = { filename: 'client.pdf', filetype: 'application/pdf' }

  const stopped = await run(pdf, { endpoint, metadata, headers }, 1)
  expect(stopped.fileId).toBeNull()
  const uploadUrl = stopped.upload.url
  expect(uploadUrl).toMatch(new RegExp(`^${endpoint}/[0-9a-f-]{36}$`))

  // A new client for the same upload asks the server (HEAD) where it stopped and sends the rest.
  const sentFrom: number[] = []
  const resumed = await run(pdf, {
    uploadUrl,
    headers,
    onBeforeRequest: (req) => {
      const offset = req.getHeader('Upload-Offset')
      if (req.getMethod() === 'PATCH' && offset) sentFrom.push(Number(offset))
    },
  })
  expect(sentFrom[0]).toBe(MB)
  expect(resumed.fileId).toBeTruthy()

  const download = await env.as(me)('GET', `/api/core/file/${resumed.fileId}`)
  expect(download.statusCode).toBe(200)
  expect(download.headers['content-type']).toBe('application/pdf')
  expect(sha256(download.rawPayload)).toBe(sha256(pdf))
})
