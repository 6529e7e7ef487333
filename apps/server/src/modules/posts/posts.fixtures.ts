import { randomBytes, randomUUID } from 'node:crypto'
import { type FileDescriptor, FileUploadAnswer, Post, type PostCreate } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { files, posts } from '../../db/schema'
import type { Client } from '../../test/http'

/** A tiny but complete PDF document. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
/** The start of a Linux executable. */
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 1)])

/** A science area (catalogue 40) the seeded catalogues hold. */
export const TOPIC = '40:1'

let counter = 0
/** A post body with a unique title. */
export const postBody = (overrides: Partial<PostCreate> = {}): PostCreate => {
  counter += 1
  return { title: `Post ${counter} ${randomBytes(3).toString('hex')}`, text: 'Some findings.', ...overrides }
}

/** Uploads files through `POST /api/core/files` as a browser's FormData does. */
export async function upload(
  client: Client,
  parts: { name: string; data: Buffer }[],
  url = '/api/core/files',
) {
  const form = new FormData()
  for (const part of parts) form.append('files', new Blob([part.data]), part.name)
  const request = new Request('http://x/', { method: 'POST', body: form })
  return client.raw({
    method: 'POST',
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  })
}

/** Uploads `n` PDFs and answers their descriptors. */
export async function uploadPdfs(client: Client, n: number): Promise<FileDescriptor[]> {
  const res = await upload(
    client,
    Array.from({ length: n }, (_, i) => ({ name: `paper-${i}.pdf`, data: PDF })),
  )
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`)
  return FileUploadAnswer.parse(res.json())
}

export async function createPost(client: Client, overrides: Partial<PostCreate> = {}): Promise<Post> {
  const res = await client('POST', '/api/core/post', postBody(overrides))
  if (res.statusCode !== 201) throw new Error(`create post failed: ${res.body}`)
  return Post.parse(res.json())
}

/**
 * A file row of the given size without its bytes: limits count sizes, so a test of the 100 MB
 * total need not upload 100 MB (the upload's own limits are tested in the files module).
 */
export async function insertFileRow(db: Db, ownerId: number, size: number): Promise<string> {
  const id = randomUUID()
  await db.insert(files).values({
    id,
    ownerId,
    name: `${id}.pdf`,
    mime: 'application/pdf',
    extension: 'pdf',
    size,
    storageKey: `attachments/${ownerId}/${id}`,
    sha256: '0'.repeat(64),
  })
  return id
}

/** A post written straight into the table, for dates a request cannot choose. */
export async function insertPostRow(db: Db, authorId: number, publishedAt: Date): Promise<number> {
  const [row] = await db
    .insert(posts)
    .values({ authorId, title: 'Inserted', text: 'Inserted', publishedAt })
    .returning({ id: posts.id })
  if (!row) throw new Error('no post inserted')
  return row.id
}
