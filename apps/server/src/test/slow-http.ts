import { createHash, randomBytes } from 'node:crypto'
import { once } from 'node:events'
import http, { type ClientRequest, type IncomingMessage } from 'node:http'

/**
 * Clients over real HTTP (not `inject`) that hold back, for tests of what a server keeps in memory
 * while its clients are slow: a download that reads only when told to, an upload that waits before
 * its last bytes.
 */

/** A download that reads only when told to: paused in between, like a slow client. */
export interface SlowReader {
  req: ClientRequest
  res: IncomingMessage
  received: number
  ended: boolean
  /** SHA-256 of the bytes received so far. */
  hash: ReturnType<typeof createHash>
}

/** Sends a GET and answers once the headers arrived; no byte of the body has been read yet. */
export function openDownload(url: string, headers: Record<string, string> = {}): Promise<SlowReader> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers })
    req.on('error', reject)
    // No 'data' listener yet: the response stays paused and the socket stops reading.
    req.on('response', (res) => resolve({ req, res, received: 0, ended: false, hash: createHash('sha256') }))
  })
}

/** Lets a paused download read at least `bytes` more (or to its end), then pauses it again. */
export function readMore(reader: SlowReader, bytes = Number.POSITIVE_INFINITY): Promise<void> {
  if (reader.ended) return Promise.resolve()
  const { res } = reader
  const target = reader.received + bytes
  return new Promise((resolve, reject) => {
    const stop = () => {
      res.pause()
      res.off('data', onData)
      res.off('end', onEnd)
      res.off('error', reject)
      resolve()
    }
    const onData = (chunk: Buffer) => {
      reader.received += chunk.length
      reader.hash.update(chunk)
      if (reader.received >= target) stop()
    }
    const onEnd = () => {
      reader.ended = true
      stop()
    }
    res.on('data', onData)
    res.once('end', onEnd)
    res.once('error', reject)
    res.resume()
  })
}

/** An upload whose closing boundary has not been sent yet: the server is still reading the file. */
export interface HeldUpload {
  /** Sends the closing boundary and answers the server's reply. */
  finish(): Promise<{ status: number; body: string }>
}

/**
 * Streams one file part of a multipart request (as a browser's FormData sends it), honouring
 * backpressure, and stops just before the closing boundary.
 */
export async function holdUpload(
  url: string,
  part: { field: string; name: string; type: string; size: number; chunks: Iterable<Buffer> },
  headers: Record<string, string> = {},
): Promise<HeldUpload> {
  const boundary = `----nauka${randomBytes(8).toString('hex')}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\n` +
      `Content-Type: ${part.type}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const req = http.request(url, {
    method: 'POST',
    agent: false,
    headers: {
      ...headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + part.size + tail.length),
    },
  })
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve)
    req.once('error', reject)
  })
  // An early answer (a refusal) ends the writing, rather than a wait for a drain that never comes.
  let answeredEarly = false
  response.then(
    () => (answeredEarly = true),
    () => (answeredEarly = true),
  )
  const write = async (chunk: Buffer) => {
    if (!req.write(chunk)) await Promise.race([once(req, 'drain'), response])
  }
  await write(head)
  for (const chunk of part.chunks) {
    if (answeredEarly) break
    await write(chunk)
  }
  const answered = response.then(async (res) => {
    let body = ''
    for await (const chunk of res) body += chunk
    return { status: res.statusCode ?? 0, body }
  })
  return {
    finish: () => {
      req.end(tail)
      return answered
    },
  }
}
