import { createHash } from 'node:crypto'
import { once } from 'node:events'
import http from 'node:http'
import { TUS_FILE_ID_HEADER } from '@nauka/contracts'
import { expect, it } from 'vitest'
import { growthDuring, largePdf } from '../../../test/memory'
import { useTestServer } from '../../../test/test-server'
import { BYTES, createUpload, TUS, uploadUrl } from './tus.fixtures'

// Issue 14: uploading a 1 GB file raises the server's RSS by less than 100 MB. Server and client
// share this process, so the bound holds for both together.
const MB = 1024 * 1024
const FILE_BYTES = 1024 * MB
const BOUND = 100 * MB

const env = useTestServer({ listen: true })

/** All the bytes in one PATCH over real HTTP, written as the socket drains. */
async function patchAll(url: string, headers: Record<string, string>) {
  const req = http.request(url, {
    method: 'PATCH',
    agent: false,
    headers: {
      ...headers,
      ...TUS,
      'upload-offset': '0',
      'content-type': BYTES,
      'content-length': FILE_BYTES,
    },
  })
  const answered = once(req, 'response') as Promise<[http.IncomingMessage]>
  for (const chunk of largePdf(FILE_BYTES)) if (!req.write(chunk)) await once(req, 'drain')
  req.end()
  const [res] = await answered
  res.resume()
  return res
}

it('takes a 1 GB file with the RSS growing by less than 100 MB', async () => {
  const me = await env.newUser()
  const { id } = await createUpload(env.as(me), FILE_BYTES, 'large.pdf')
  // A bearer token: this client is not a browser.
  const auth = { authorization: `Bearer ${me.cookie.split('=')[1] ?? ''}` }
  const { result: res, growth } = await growthDuring(() => patchAll(`${env.baseUrl}${uploadUrl(id)}`, auth))
  expect(res.statusCode).toBe(204)
  expect(growth.rss).toBeLessThan(BOUND)

  // The file is the whole of it: its ETag is the SHA-256 of what was sent.
  const hash = createHash('sha256')
  for (const chunk of largePdf(FILE_BYTES)) hash.update(chunk)
  const fileId = String(res.headers[TUS_FILE_ID_HEADER.toLowerCase()])
  const head = await env.as(me)('GET', `/api/core/file/${fileId}`, undefined, { range: 'bytes=0-0' })
  expect(head.headers['content-range']).toBe(`bytes 0-0/${FILE_BYTES}`)
  expect(head.headers.etag).toBe(`"${hash.digest('hex')}"`)
})
