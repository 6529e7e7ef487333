import { randomUUID } from 'node:crypto'
import { API, LIMITS, TUS_FILE_ID_HEADER } from '@nauka/contracts'
import { Server, type Upload } from '@tus/server'
import type { FastifyBaseLogger } from 'fastify'
import type { RequestUser } from '../../../platform/auth-guard'
import { AppError, NotFoundError } from '../../../platform/errors'
import type { RateLimits } from '../../../platform/rate-limit'
import type { FilesService } from '../files.service'
import { tusRefusal } from './tus.errors'
import type { TusRateRule } from './tus.rate-rules'
import type { TusStore } from './tus.stores'

/** The metadata key the server writes at creation; what a client sends under it is overwritten. */
const OWNER = 'owner'
/** The metadata key of the file's name (tus-js-client's convention). */
const NAME = 'filename'
/** Uploads live under this prefix of the storage; the id in URLs is the part after it. */
const PREFIX = 'tus/'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const storeId = (id: string) => `${PREFIX}${id.toLowerCase()}`
const publicId = (id: string) => id.slice(PREFIX.length)

/** What the tus protocol call is about: a new upload, or one named in the URL. */
export type TusCall = { kind: 'create' } | { kind: 'upload'; id: string }

/**
 * Resumable uploads (tus 1.0, `@tus/server`) of large publication files, up to 2 GB. An upload
 * belongs to the user who created it; nobody else learns it exists. Its last bytes make it a file:
 * judged by its bytes as an attachment is (FilesService.adopt), answered by id in
 * `TUS_FILE_ID_HEADER`; a refused type removes the bytes and answers 415.
 */
export class TusService {
  private readonly server: Server
  /** Who sent each request tus is handling: its hooks see only the request. */
  private readonly senders = new WeakMap<Request, number>()
  /** A refusal of ours raised inside a tus hook, which tus itself would answer as a 500. */
  private readonly refusals = new WeakMap<Request, AppError>()

  constructor(
    private readonly deps: {
      store: TusStore
      files: FilesService
      limits: RateLimits<TusRateRule>
      log: FastifyBaseLogger
      /** Largest upload; LIMITS.publicationFileMaxBytes unless a test lowers it. */
      maxBytes?: number
    },
  ) {
    const path = API.tus.create.path
    this.server = new Server({
      path,
      datastore: deps.store.datastore,
      maxSize: deps.maxBytes ?? LIMITS.publicationFileMaxBytes,
      // Same origin only: no CORS headers for anyone.
      allowedOrigins: [],
      namingFunction: () => storeId(randomUUID()),
      generateUrl: (_req, { id }) => `${path}/${publicId(id)}`,
      getFileIdFromRequest: (_req, last) => (last && UUID.test(last) ? storeId(last) : undefined),
      // A finished upload is a file: only the files module deletes it.
      disableTerminationForFinishedUploads: true,
      onUploadCreate: async (req, upload) => ({
        metadata: { ...upload.metadata, [OWNER]: String(this.senders.get(req)) },
      }),
      onUploadFinish: (req, upload) => this.finish(req, upload),
    })
  }

  /**
   * Answers one tus request of `viewer`: a creation counts against the user's limit, any other call
   * reaches only the viewer's own uploads. A refusal throws in the catalogue format.
   */
  async handle(viewer: Pick<RequestUser, 'id'>, call: TusCall, request: Request): Promise<Response> {
    if (call.kind === 'create') await this.deps.limits.consume('tusCreateUser', String(viewer.id))
    else await this.checkOwner(viewer, call.id)
    this.senders.set(request, viewer.id)
    const response = await this.server.handleWeb(request)
    if (response.status < 400) return response
    const refusal = this.refusals.get(request) ?? tusRefusal(response.status)
    if (refusal) throw refusal
    throw new Error(`tus answered ${response.status}: ${await response.text()}`)
  }

  private async checkOwner(viewer: Pick<RequestUser, 'id'>, id: string): Promise<void> {
    const upload = await this.deps.store.datastore.getUpload(storeId(id)).catch(() => null)
    if (upload?.metadata?.[OWNER] !== String(viewer.id)) throw new NotFoundError()
  }

  /** The last bytes arrived: the upload becomes a file, or is removed if its type is refused. */
  private async finish(req: Request, upload: Upload) {
    const { files, store, log } = this.deps
    const ownerId = Number(upload.metadata?.[OWNER])
    const id = publicId(upload.id)
    let fileId: string
    try {
      fileId = (
        await files.adopt(ownerId, { id, name: upload.metadata?.[NAME] ?? undefined, storageKey: upload.id })
      ).id
    } catch (err) {
      if (err instanceof AppError) {
        this.refusals.set(req, err)
        await store.datastore.remove(upload.id)
      }
      throw err
    }
    // The file exists either way; a record left behind only keeps a few bytes on disk.
    await store.forget(upload.id).catch((err: unknown) => log.warn({ err, id }, 'tus record not removed'))
    return { headers: { [TUS_FILE_ID_HEADER]: fileId } }
  }
}
