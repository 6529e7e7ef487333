import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { readdir, readFile, rm, stat, utimes } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'

/** The part of s3rver (untyped CommonJS) these tests use. */
interface S3rver {
  configureBuckets(): Promise<void>
  callback(): (req: IncomingMessage, res: ServerResponse) => void
}
type S3rverClass = new (options: {
  directory: string
  silent: boolean
  configureBuckets: { name: string }[]
}) => S3rver
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass

const BUCKET = 'nauka-test'
/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER'

/** Test helper: a throw-away S3-compatible server (npm `s3rver`) with one empty bucket. */
export interface TestS3 {
  /** The configuration that points the app at it (see config.ts). */
  readonly env: {
    S3_BUCKET: string
    S3_ENDPOINT: string
    S3_REGION: string
    S3_ACCESS_KEY: string
    S3_SECRET_KEY: string
  }
  /** The size of every multipart part it stored, in the order they arrived. */
  readonly partSizes: number[]
  /** Bytes of all the parts it stored. */
  storedPartBytes(): number
  /** Multipart uploads begun and neither completed nor aborted. */
  pendingUploads(): string[]
  /** The keys of those uploads. */
  pendingKeys(): string[]
  /** Makes every object and part stored so far read as last written at `date`. */
  backdate(date: Date): Promise<void>
  stop(): Promise<void>
}

const uploadIdOf = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://s3').searchParams.get('uploadId')
const isPart = (req: IncomingMessage) =>
  req.method === 'PUT' && new URL(req.url ?? '/', 'http://s3').searchParams.has('partNumber')

const XML = { 'content-type': 'application/xml' }

/**
 * The parts s3rver has stored for an upload (those with their MD5 written are complete), as S3's
 * ListParts answers; NoSuchUpload once the upload was completed or aborted, as S3 does.
 */
async function listParts(dir: string, res: ServerResponse): Promise<void> {
  const names = await readdir(dir).catch(() => null)
  if (!names)
    return void res
      .writeHead(404, XML)
      .end('<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>')
  const numbers = names
    .filter((name) => /^\d+\.md5$/.test(name))
    .map((name) => Number.parseInt(name, 10))
    .sort((a, b) => a - b)
  const parts = await Promise.all(
    numbers.map(async (n) => {
      const [info, md5] = await Promise.all([
        stat(join(dir, String(n))),
        readFile(join(dir, `${n}.md5`), 'utf8'),
      ])
      const written = info.mtime.toISOString()
      return `<Part><PartNumber>${n}</PartNumber><LastModified>${written}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`
    }),
  )
  res
    .writeHead(200, XML)
    .end(
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    )
}

/** Starts s3rver on a free loopback port, its data in a temporary folder. */
export async function startS3Server(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'nauka-s3-'))
  // Where s3rver's file store keeps the parts of unfinished multipart uploads, one folder each.
  const uploadsDir = join(directory, BUCKET, '._S3rver_uploads')
  const partSizes: number[] = []
  let server: Server | undefined
  try {
    const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: BUCKET }] })
    await s3rver.configureBuckets()
    const handle = s3rver.callback()
    server = createServer((req, res) => {
      const uploadId = uploadIdOf(req)
      // s3rver lacks AbortMultipartUpload (it answers 405), which the driver sends after a failed
      // put; this does what S3 does: the upload and its parts are gone.
      if (req.method === 'DELETE' && uploadId) {
        if (!/^[0-9a-f]+$/.test(uploadId)) return res.writeHead(400).end()
        rm(join(uploadsDir, uploadId), { recursive: true, force: true }).then(
          () => res.writeHead(204).end(),
          () => res.writeHead(500).end(),
        )
        return
      }
      // Nor has it ListParts, which the tus S3 store asks for an upload's offset.
      if (req.method === 'GET' && uploadId) {
        if (!/^[0-9a-f]+$/.test(uploadId)) return res.writeHead(400).end()
        listParts(join(uploadsDir, uploadId), res).catch(() => res.writeHead(500).end())
        return
      }
      if (isPart(req)) {
        const size = Number(req.headers['content-length'])
        res.once('finish', () => {
          if (res.statusCode === 200) partSizes.push(size)
        })
      }
      handle(req, res)
    })
    const listening = server
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject)
      listening.listen(0, '127.0.0.1', () => resolve())
    })
  } catch (err) {
    server?.close()
    rmSync(directory, { recursive: true, force: true })
    throw err
  }
  const running = server
  const { port } = running.address() as AddressInfo
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY: ACCESS_KEY,
      S3_SECRET_KEY: ACCESS_KEY,
    },
    partSizes,
    storedPartBytes: () => partSizes.reduce((sum, size) => sum + size, 0),
    pendingUploads: () => (existsSync(uploadsDir) ? readdirSync(uploadsDir) : []),
    // s3rver keeps each upload's key in a file of its folder.
    pendingKeys: () =>
      existsSync(uploadsDir)
        ? readdirSync(uploadsDir).map((uploadId) => readFileSync(join(uploadsDir, uploadId, 'key'), 'utf8'))
        : [],
    // s3rver answers an object's LastModified, and this helper a part's, from its file's mtime.
    backdate: async (date) => {
      const entries = await readdir(directory, { recursive: true, withFileTypes: true })
      for (const entry of entries)
        if (entry.isFile()) await utimes(join(entry.parentPath, entry.name), date, date)
    },
    stop: async () => {
      // Clients keep idle connections open, which would hold close() until they time out.
      const closed = new Promise<void>((resolve) => running.close(() => resolve()))
      running.closeAllConnections()
      await closed
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

/**
 * An S3 server for the tests of the calling file (or describe block): started before them, stopped
 * and its folder removed after them, whether they passed or not.
 */
export function useS3Server(): TestS3 {
  let running: TestS3 | undefined
  beforeAll(async () => {
    running = await startS3Server()
  })
  afterAll(async () => {
    await running?.stop()
  })
  const state = (): TestS3 => {
    if (!running) throw new Error('the S3 server starts in beforeAll: use it inside tests and hooks')
    return running
  }
  return {
    get env() {
      return state().env
    },
    get partSizes() {
      return state().partSizes
    },
    storedPartBytes: () => state().storedPartBytes(),
    pendingUploads: () => state().pendingUploads(),
    pendingKeys: () => state().pendingKeys(),
    backdate: (date) => state().backdate(date),
    stop: () => state().stop(),
  }
}
