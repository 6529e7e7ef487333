import { TUS_FILE_ID_HEADER } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { S3Storage } from '../../../platform/storage-s3'
import { useS3Server } from '../../../test/s3-server'
import { useTestServer } from '../../../test/test-server'
import {
  appendTo,
  createUpload,
  headOf,
  offsetOf,
  pdfOf,
  sendAndDrop,
  sha256,
  uploadUrl,
} from './tus.fixtures'

const MB = 1024 * 1024

describe('a resumable upload with S3 storage', () => {
  const s3 = useS3Server()
  const env = useTestServer(() => ({ env: s3.env, listen: true }))

  it('continues after a dropped connection, and the file is the object tus completed in the bucket', async () => {
    const owner = await env.newUser()
    const api = env.as(owner)
    const pdf = pdfOf(12 * MB)
    const { res, id } = await createUpload(api, pdf.length)
    expect(res.statusCode, res.body).toBe(201)

    // The tus S3 store sends 8 MB parts: the connection drops once the first one is in the bucket.
    await sendAndDrop(
      `${env.baseUrl}${uploadUrl(id)}`,
      owner.cookie,
      { offset: 0, bytes: pdf, sent: 9 * MB },
      () => s3.partSizes.length > 0,
    )
    const offset = offsetOf(await headOf(api, id))
    expect(offset).toBeGreaterThanOrEqual(8 * MB)
    expect(offset).toBeLessThanOrEqual(9 * MB)

    const rest = await appendTo(api, id, offset, pdf.subarray(offset))
    expect(rest.statusCode, rest.body).toBe(204)
    const fileId = String(rest.headers[TUS_FILE_ID_HEADER.toLowerCase()])
    expect(fileId).toBe(id)
    const bucket = new S3Storage(s3.env)
    expect((await bucket.stat(`tus/${id}`))?.size).toBe(pdf.length)
    // tus's record of the upload is gone; the object is the file's.
    expect(await bucket.stat(`tus/${id}.info`)).toBeNull()

    const download = await api('GET', `/api/core/file/${fileId}`)
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(sha256(download.rawPayload)).toBe(sha256(pdf))
  })
})
