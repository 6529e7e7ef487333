import { randomBytes } from 'node:crypto'
import {
  AccessLevel,
  Dictionary,
  type FileDescriptor,
  formatRef,
  type PublicationAuthor,
  type PublicationDraft,
  PublishableMetadata,
  refId,
} from '@nauka/contracts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { publications, uploadItemFiles, uploadItems, uploads } from '../../db/schema'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { uploadPdfs } from '../posts/posts.fixtures'
import { authorNameKey } from '../uploads/uploads.publication'
import { upsertPublication } from './publications.write.queries'

/**
 * Published items for the tests of this module, written as the uploads module writes them when an
 * author publishes: an upload, its item and files, then the published row and its authors through
 * the uploads module's own write (`upsertPublication`). No announcement: that is the uploads API's.
 */

export interface PublishOptions {
  level?: AccessLevel
  /** Authors as the form lists them; the owner alone, linked, when not given. */
  authors?: PublicationAuthor[]
  metadata?: Partial<PublicationDraft>
  /** Uploads one PDF as the content unless told how many (0: none). */
  files?: number
  /** Now unless given (lists sort by it; items made within a millisecond tie). */
  publishedAt?: Date
}

export interface Published {
  id: string
  title: string
  files: FileDescriptor[]
}

let counter = 0

/** The owner's client uploads the files; `db` writes the rows. */
export async function publish(
  db: Db,
  owner: TestUser,
  client: Client,
  options: PublishOptions = {},
): Promise<Published> {
  counter += 1
  const title = `Paper ${counter} ${randomBytes(3).toString('hex')}`
  const authors = options.authors ?? [
    { lastName: 'Owner', firstName: 'Ann', rUser: formatRef(Dictionary.user, owner.id) },
  ]
  const metadata = PublishableMetadata.parse({
    cType: '39:1',
    cLang: '2:1',
    cAccessLevel: options.level ?? AccessLevel.Open,
    title,
    place: 'Moscow',
    keywords: ['physics'],
    authors,
    ...options.metadata,
  })
  const files = (options.files ?? 1) > 0 ? await uploadPdfs(client, options.files ?? 1) : []
  const [upload] = await db.insert(uploads).values({ ownerId: owner.id, type: 1 }).returning()
  if (!upload) throw new Error('no upload')
  const [item] = await db
    .insert(uploadItems)
    .values({ uploadId: upload.id, ownerId: owner.id, metadata, publishedAt: new Date() })
    .returning()
  if (!item) throw new Error('no upload item')
  if (files.length > 0)
    await db
      .insert(uploadItemFiles)
      .values(files.map((file, ord) => ({ itemId: item.id, fileId: file.id, ord })))
  const numberOf = (ref: string | null | undefined, dictionary: number) =>
    ref ? refId(ref, dictionary) : null
  await upsertPublication(db, {
    id: item.id,
    ownerId: owner.id,
    accessLevel: numberOf(metadata.cAccessLevel, Dictionary.accessLevel) ?? 1,
    metadata,
    title: metadata.title ?? title,
    type: numberOf(metadata.cType, Dictionary.publicationType),
    scienceArea: numberOf(metadata.cScienceArea, Dictionary.scienceArea),
    lang: numberOf(metadata.cLang, Dictionary.lang),
    year: metadata.year ?? null,
    contentFileId: files[0]?.id ?? null,
    coverKey: null,
    authors: authors.map((author) => ({
      userId: numberOf(author.rUser, Dictionary.user),
      fullName: [author.lastName, author.firstName, author.middleName].filter(Boolean).join(' '),
      nameKey: authorNameKey(author),
    })),
  })
  if (options.publishedAt)
    await db
      .update(publications)
      .set({ publishedAt: options.publishedAt })
      .where(eq(publications.id, item.id))
  return { id: item.id, title: metadata.title ?? title, files }
}

/** Marks an item deleted, as the uploads module does when its author deletes it. */
export async function deletePublication(db: Db, id: string): Promise<void> {
  await db
    .update(publications)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(eq(publications.id, id))
}
