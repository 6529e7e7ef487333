import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text formats; fonts (woff2) and images are compressed formats already and gain nothing. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
])

/** Below this a compressed copy saves less than it costs the server to choose it. */
export const MIN_BYTES = 1024

/** What was written for one file; a copy that would not be smaller is not written (null). */
export type Precompressed = { file: string; bytes: number; br: number | null; gzip: number | null }

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

const writeIfSmaller = async (path: string, data: Buffer, than: number): Promise<number | null> => {
  if (data.length >= than) return null
  await writeFile(path, data)
  return data.length
}

/** Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, best) beside one file. */
async function precompressFile(file: string): Promise<Precompressed> {
  const data = await readFile(file)
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return {
    file,
    bytes: data.length,
    br: await writeIfSmaller(`${file}.br`, br, data.length),
    gzip: await writeIfSmaller(`${file}.gz`, gzipped, data.length),
  }
}

/**
 * Compresses every text file of a built app once, at build time, so the server only picks a copy
 * by Accept-Encoding (@fastify/static `preCompressed`) and never compresses per request.
 */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const work: Promise<Precompressed>[] = []
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue
    if ((await stat(file)).size >= MIN_BYTES) work.push(precompressFile(file))
  }
  return Promise.all(work)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

/**
 * The web build's last step: after Vite and the service worker generator (both write in their
 * own closing hooks), every text file gets its `.br` and `.gz`.
 */
export const precompress = (): Plugin => {
  let outDir = ''
  let log: (message: string) => void = () => {}
  return {
    name: 'nauka:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      log = (message) => config.logger.info(message)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error) return
        const done = await precompressDir(outDir)
        const total = (pick: (p: Precompressed) => number | null) =>
          done.reduce((sum, p) => sum + (pick(p) ?? p.bytes), 0)
        log(
          `precompressed ${done.length} files: ${kb(total((p) => p.bytes))} → brotli ${kb(total((p) => p.br))}, gzip ${kb(total((p) => p.gzip))}`,
        )
      },
    },
  }
}
