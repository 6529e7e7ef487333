import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import { API, fillPath } from '@nauka/contracts'
import type { LightMyRequestResponse } from 'fastify'
import type { Client } from '../../../test/http'
import { until } from '../../../test/until'

/** Test helpers: tus requests as a tus client sends them, over `inject`. */

export const TUS = { 'tus-resumable': '1.0.0' }
export const BYTES = 'application/offset+octet-stream'

/** `%PDF-` (so sniffing finds a PDF) and incompressible filler, `size` bytes in all. */
export const pdfOf = (size: number): Buffer =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)])

/** The start of a Linux executable, named as anything. */
export const elfOf = (size: number): Buffer =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(size - 8, 1)])

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** tus's Upload-Metadata: `key base64(value)` pairs. */
export const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')

export const uploadUrl = (id: string) => fillPath(API.tus.status.path, { id })

/** Creates an upload; answers the response and the id from its Location. */
export async function createUpload(client: Client, length: number, name = 'paper.pdf') {
  const res = await client.raw({
    method: 'POST',
    url: API.tus.create.path,
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata({ filename: name }) },
  })
  const location = String(res.headers.location ?? '')
  return { res, id: location.split('/').pop() ?? '', location }
}

export const appendTo = (client: Client, id: string, offset: number, bytes: Buffer) =>
  client.raw({
    method: 'PATCH',
    url: uploadUrl(id),
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': BYTES },
    payload: bytes,
  })

export const headOf = (client: Client, id: string) =>
  client.raw({ method: 'HEAD', url: uploadUrl(id), headers: TUS })

export const offsetOf = (res: LightMyRequestResponse) => Number(res.headers['upload-offset'])

/**
 * Sends `bytes` at `offset` over real HTTP but hangs up after `sent` of them, once `stored()` says
 * the server has kept what it was going to: an upload cut off by a lost connection.
 */
export async function sendAndDrop(
  url: string,
  cookie: string,
  upload: { offset: number; bytes: Buffer; sent: number },
  stored: () => boolean,
): Promise<void> {
  const req = http.request(url, {
    method: 'PATCH',
    agent: false,
    headers: {
      cookie,
      ...TUS,
      'upload-offset': String(upload.offset),
      'content-type': BYTES,
      'content-length': String(upload.bytes.length),
    },
  })
  req.on('error', () => {})
  req.write(upload.bytes.subarray(0, upload.sent))
  await until(stored)
  req.destroy()
}
