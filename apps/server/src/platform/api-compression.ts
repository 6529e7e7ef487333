import fastifyCompress from '@fastify/compress'
import type { FastifyInstance, FastifyReply } from 'fastify'

/** Below this a JSON answer goes as it is: compressing it costs more time than its bytes take. */
export const COMPRESS_THRESHOLD = 1024

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i

/**
 * Only the API's JSON: a download keeps its exact bytes (its length, its ETag, its ranges), the
 * web app's files come precompressed from the build, /metrics stays plain for the scrapers.
 */
const isJsonAnswer = (reply: FastifyReply): boolean =>
  JSON_TYPE.test(String(reply.getHeader('content-type') ?? '')) &&
  reply.getHeader('content-disposition') === undefined

/** A serialised answer under the threshold, measured in bytes as the plugin measures it. */
const isSmall = (payload: unknown): boolean =>
  typeof payload === 'string' && Buffer.byteLength(payload) < COMPRESS_THRESHOLD

/**
 * Large JSON answers (a feed page, a full profile) in brotli or gzip as Accept-Encoding asks.
 * Registered before every route: the plugin adds its hook to each route as it is declared.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  // The plugin would also compress any type its MIME database calls compressible (text/plain
  // downloads, HTML); its one way to be told no per answer is this request header, set here in an
  // instance hook, which runs before the plugin's route-level one.
  // A small answer is told no here too: the plugin would read Accept-Encoding and the MIME type
  // before it looks at the size (issue 20: most API answers are under the threshold).
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!isJsonAnswer(reply)) req.headers['x-no-compression'] = 'not-json'
    else if (isSmall(payload)) req.headers['x-no-compression'] = 'small'
    done(null, payload)
  })
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies stay as sent: a compressed body would slip past the JSON body limit's meaning.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: JSON_TYPE,
  })
}
