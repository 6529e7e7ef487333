import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  AttachmentMessage,
  Dictionary,
  type FileDescriptor,
  fileExtension,
  GeneralErrorCode,
  LIMITS,
} from '@nauka/contracts'
import { fileTypeFromFile, fileTypeFromStream } from 'file-type'
import type { Db } from '../../db/client'
import { AppError, AuthError, BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors'
import type { ByteRange, Storage } from '../../platform/storage'
import type { CatalogService } from '../catalog/catalog.service'
import { sanitizeFileName } from './files.names'
import {
  type AttachmentReader,
  canDeleteFile,
  canReadFile,
  type FileGate,
  type OnFullRead,
  refusalOf,
  type Viewer,
} from './files.policy'
import { presentFile } from './files.present'
import {
  deleteFileRow,
  deleteFileRows,
  type FileRow,
  findFile,
  findFiles,
  insertFiles,
  type NewFileRow,
} from './files.queries'
import { BudgetExceeded, inspectBytes, type StagedPart, stagePart } from './files.staging'
import { type AllowedTypes, allowedTypesFrom, judgeType } from './files.types'

/** SPEC 5: at most 10 files, 100 MB in total, per upload. Tests may lower them. */
export interface UploadLimits {
  maxFiles: number
  maxTotalBytes: number
}

/** One file part of a multipart request, as `@fastify/multipart` yields it. */
export interface UploadPart {
  fieldname: string
  filename: string
  file: Readable
}

/** Bytes a module stored itself, to become a file: `name` as the client gave it. */
export interface AdoptedBytes {
  id: string
  name: string | undefined
  storageKey: string
}

export interface UploadRequest {
  field: string
  /** The request's `Content-Length`, when it announced one. */
  declaredBytes: number | null
  parts: AsyncIterable<UploadPart>
}

/** Room left for multipart headers and boundaries on top of the files' bytes. */
const OVERHEAD_PER_PART = 16 * 1024
const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE'])
const TOO_MANY_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT'])

const tooMany = () => new AppError(GeneralErrorCode.BadRequest, { messageKey: AttachmentMessage.tooMany })
const tooLarge = () =>
  new AppError(GeneralErrorCode.PayloadTooLarge, { messageKey: AttachmentMessage.tooLarge })
const unsupported = () =>
  new AppError(GeneralErrorCode.UnsupportedMediaType, { messageKey: AttachmentMessage.unsupported })

/** A sink that drops what it is given: the bytes were only to be inspected. */
const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() })

const storageKey = (ownerId: number, id: string) => `attachments/${ownerId}/${id}`

interface Accepted extends StagedPart {
  id: string
  name: string
  extension: string
  mime: string
}

/**
 * A file the viewer may read, ready to serve: its size as stored, and its bytes (all, or one range)
 * opened as a stream only when the answer needs them (not for a 304 or a 416).
 */
export interface ServedFile {
  file: FileRow
  size: number
  open(range?: ByteRange): Promise<Readable>
}

/** Attachments: uploaded (type judged from the bytes, limits held while streaming), served, deleted. */
export class FilesService {
  readonly limits: UploadLimits
  private readonly readers: AttachmentReader[] = []
  private readonly gates: FileGate[] = []

  constructor(
    private readonly deps: {
      db: Db
      storage: Storage
      catalog: CatalogService
      /** A folder on the same disk as the storage, for parts still being checked. */
      stagingDir: string
      limits?: UploadLimits
    },
  ) {
    this.limits = deps.limits ?? {
      maxFiles: LIMITS.attachmentsMaxFiles,
      maxTotalBytes: LIMITS.attachmentsMaxTotalBytes,
    }
  }

  /**
   * Stages every part on disk first and stores nothing until all of them passed the count, the
   * total size and the type checks: a refused upload leaves no bytes and no rows behind.
   */
  async upload(viewer: Viewer, request: UploadRequest): Promise<FileDescriptor[]> {
    if (!viewer) throw new ForbiddenError()
    const { maxFiles, maxTotalBytes } = this.limits
    if (
      request.declaredBytes !== null &&
      request.declaredBytes > maxTotalBytes + maxFiles * OVERHEAD_PER_PART
    )
      throw tooLarge()
    await mkdir(this.deps.stagingDir, { recursive: true })
    const staging = await mkdtemp(join(this.deps.stagingDir, 'upload-'))
    try {
      const allowed = await this.allowedTypes()
      const accepted = await this.stageAll(request, staging, allowed)
      return (await this.store(viewer.id, accepted)).map(presentFile)
    } finally {
      await rm(staging, { recursive: true, force: true })
    }
  }

  private async stageAll(
    request: UploadRequest,
    staging: string,
    allowed: AllowedTypes,
  ): Promise<Accepted[]> {
    const accepted: Accepted[] = []
    const budget = { remaining: this.limits.maxTotalBytes }
    try {
      for await (const part of request.parts) {
        if (part.fieldname !== request.field) {
          part.file.resume()
          continue
        }
        if (accepted.length >= this.limits.maxFiles) throw tooMany()
        const name = sanitizeFileName(part.filename)
        const extension = fileExtension(name)
        const id = randomUUID()
        const staged = await stagePart(part.file, join(staging, id), budget)
        const sniffed = (await fileTypeFromFile(staged.path))?.mime
        const mime = judgeType({ extension, sniffed, isText: staged.isText }, allowed)
        if (!mime) throw unsupported()
        accepted.push({ ...staged, id, name, extension, mime })
      }
    } catch (err) {
      if (err instanceof AppError) throw err
      if (err instanceof BudgetExceeded) throw tooLarge()
      const code = (err as { code?: string }).code
      if (code && TOO_LARGE_CODES.has(code)) throw tooLarge()
      if (code && TOO_MANY_CODES.has(code)) throw tooMany()
      throw err
    }
    if (accepted.length === 0) throw new BadRequestError()
    return accepted
  }

  /** Puts the staged bytes in storage, then the rows; on any failure removes what was put. */
  private async store(ownerId: number, accepted: Accepted[]): Promise<FileRow[]> {
    const stored: string[] = []
    try {
      const rows: NewFileRow[] = []
      for (const file of accepted) {
        const key = storageKey(ownerId, file.id)
        // Streamed from the staged file: a 100 MB upload is never held in memory.
        await this.deps.storage.put(key, createReadStream(file.path), file.mime)
        stored.push(key)
        rows.push({
          id: file.id,
          ownerId,
          name: file.name,
          mime: file.mime,
          extension: file.extension,
          size: file.size,
          storageKey: key,
          sha256: file.sha256,
        })
      }
      const inserted = await insertFiles(this.deps.db, rows)
      const order = new Map(accepted.map((file, index) => [file.id, index]))
      return inserted.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    } catch (err) {
      await Promise.all(stored.map((key) => this.deps.storage.delete(key)))
      throw err
    }
  }

  /**
   * Makes a file of bytes already in storage (a finished resumable upload, files/tus): its type is
   * judged from the bytes against catalogues 58/60 as an attachment's is, its size and hash read from
   * them. A refused type throws 415 and leaves the bytes to the caller, which put them there.
   */
  async adopt(ownerId: number, stored: AdoptedBytes): Promise<FileDescriptor> {
    const name = sanitizeFileName(stored.name)
    const extension = fileExtension(name)
    const allowed = await this.allowedTypes()
    const sniffed = await this.sniff(stored.storageKey)
    // The name and the first bytes refuse most wrong files before the whole file is read.
    if (!judgeType({ extension, sniffed, isText: true }, allowed)) throw unsupported()
    const inspector = inspectBytes()
    await pipeline(await this.bytesOf(stored.storageKey), inspector.stream, discard())
    const { size, sha256, isText } = inspector.result()
    const mime = judgeType({ extension, sniffed, isText }, allowed)
    if (!mime) throw unsupported()
    const [row] = await insertFiles(this.deps.db, [
      { id: stored.id, ownerId, name, mime, extension, size, storageKey: stored.storageKey, sha256 },
    ])
    if (!row) throw new Error(`file ${stored.id} was not recorded`)
    return presentFile(row)
  }

  /** The type `file-type` finds in the first bytes; only those are read. */
  private async sniff(key: string): Promise<string | undefined> {
    const head = await this.bytesOf(key)
    try {
      return (await fileTypeFromStream(Readable.toWeb(head)))?.mime
    } finally {
      head.destroy()
    }
  }

  private async bytesOf(key: string): Promise<Readable> {
    const stream = await this.deps.storage.openRead(key)
    if (!stream) throw new NotFoundError()
    return stream
  }

  /** Lets a module that attaches files (posts, chat) grant reading them to its own readers. */
  registerReader(reader: AttachmentReader): void {
    this.readers.push(reader)
  }

  /**
   * Lets a module whose objects carry an access level of their own (publications) decide, for
   * their files, between 200, 401, 403 and 404, and hear of the downloads.
   */
  registerGate(gate: FileGate): void {
    this.gates.push(gate)
  }

  /**
   * A file and the way to its bytes. Its owner reads it; a file a gate governs answers as the gate
   * decides; any other file is read by a viewer an attachment reader lets in, and answers a
   * stranger 404, as a missing one does (nobody learns which file ids exist), and a visitor 401.
   */
  async read(viewer: Viewer, id: string): Promise<ServedFile> {
    const file = await findFile(this.deps.db, id)
    if (file && viewer?.id !== file.ownerId) {
      for (const gate of this.gates) {
        const gated = await gate(viewer, id)
        if (!gated) continue
        const refusal = refusalOf(gated.decision)
        if (refusal) throw refusal
        return this.served(file, gated.onFullRead)
      }
    }
    if (!viewer) throw new AuthError()
    if (!file || !canReadFile(viewer, file, await this.readableThroughAttachment(viewer, file)))
      throw new NotFoundError()
    return this.served(file)
  }

  /**
   * A file's bytes ready to serve, for a module that has decided access itself (a publication's
   * content); `onFullRead` hears of each read from its first byte.
   */
  async serve(id: string, onFullRead?: OnFullRead): Promise<ServedFile> {
    const file = await findFile(this.deps.db, id)
    if (!file) throw new NotFoundError()
    return this.served(file, onFullRead)
  }

  /** As `serve`, for a module that read the file's row with its own (one round trip less per answer). */
  served(file: FileRow, onFullRead?: OnFullRead): ServedFile {
    const { storage } = this.deps
    return {
      file,
      // The row holds the stored object's size (written with it): no storage stat per answer, which
      // was a stat and a read of the type side file on disk, or a HEAD on S3. Bytes gone from under
      // the row are still a 404, from open, before any byte or range header is sent.
      size: file.size,
      open: async (range) => {
        const stream = await storage.openRead(file.storageKey, range)
        if (!stream) throw new NotFoundError()
        if (!range || range.start === 0) await onFullRead?.()
        return stream
      },
    }
  }

  /**
   * The files that exist among the ids (any owner), for modules that attach them; `db` is the
   * caller's transaction when it checks files while holding one.
   */
  async findMany(ids: string[], db: Db = this.deps.db): Promise<FileRow[]> {
    return findFiles(db, [...new Set(ids)])
  }

  /** Only asked when the viewer is not the owner; readers are asked one after the other. */
  private async readableThroughAttachment(viewer: Viewer, file: FileRow): Promise<boolean> {
    if (!viewer || viewer.id === file.ownerId) return false
    for (const reader of this.readers) if (await reader(viewer.id, file.id)) return true
    return false
  }

  /** Removes the row, then the bytes; only the owner may. */
  async remove(viewer: Viewer, id: string): Promise<void> {
    const file = await findFile(this.deps.db, id)
    if (!file) throw new NotFoundError()
    if (!canDeleteFile(viewer, file)) throw new ForbiddenError()
    await deleteFileRow(this.deps.db, id)
    await this.deps.storage.delete(file.storageKey)
  }

  /**
   * For a module that found files nobody holds: deletes their rows in the caller's transaction and
   * answers their storage keys, for `removeBytes` once it has committed. The rows go first, so a
   * row never names bytes that are gone.
   */
  async removeRows(tx: Db, ids: string[]): Promise<string[]> {
    return deleteFileRows(tx, ids)
  }

  /** Deletes stored bytes whose rows are gone; answers the keys that failed (left without a row). */
  async removeBytes(keys: string[]): Promise<string[]> {
    const failed: string[] = []
    for (const key of keys) await this.deps.storage.delete(key).catch(() => failed.push(key))
    return failed
  }

  private async allowedTypes(): Promise<AllowedTypes> {
    const page = async (cls: number) =>
      (await this.deps.catalog.all({ cls, lang: 2, page: 1, pageSize: 1000 }, 'en')).elements
    const [mimes, extensions] = await Promise.all([
      page(Dictionary.uploadFileMime),
      page(Dictionary.uploadFileExt),
    ])
    return allowedTypesFrom(mimes, extensions)
  }
}
