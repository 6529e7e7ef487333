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

/**
 * Large JSON answers (a feed page, a full profile) in brotli or gzip as Accept-Encoding asks.
 * Registered before every route: the plugin adds its hook to each route as it is declared.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  // The plugin would also compress any type its MIME database calls compressible (text/plain
  // downloads, HTML); its one way to be told no per answer is this request header, set here in an
  // instance hook, which runs before the plugin's route-level one.
  app.addHook('onSend', async (req, reply, payload) => {
    if (!isJsonAnswer(reply)) req.headers['x-no-compression'] = 'not-json'
    return payload
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
