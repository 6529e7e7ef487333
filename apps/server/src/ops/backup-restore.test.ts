import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadPdfs } from '../modules/posts/posts.fixtures'
import { imagePart, pngImage } from '../modules/profile/profile.fixtures'
import { createPublished } from '../modules/uploads/uploads.fixtures'
import { createStorage } from '../platform/storage'
import { jobsDone } from '../test/jobs-done'
import { useS3Server } from '../test/s3-server'
import { useTestServer } from '../test/test-server'
import { createWorld } from '../test/world'
import { createBackup } from './backup'
import { databaseContents, emptyDatabase, storageContents } from './ops.fixtures'
import { restoreBackup } from './restore'

const folders: string[] = []
const tempFolder = (prefix: string) => {
  const folder = mkdtempSync(join(tmpdir(), prefix))
  folders.push(folder)
  return folder
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

describe('a backup of the local disk', () => {
  const env = useTestServer()
  beforeAll(async () => {
    const world = await createWorld(env)
    // Beyond the world: an avatar (a webp of the server's making) and a published publication.
    const avatar = imagePart(await pngImage(64, 64))
    const url = `/api/core/user_profile/info/image/${world.owner.id}`
    expect((await world.as.owner.raw({ method: 'PUT', url, ...avatar })).statusCode).toBe(200)
    await createPublished(world.as.owner)
    // The announcement post is written by a job after the answer: a backup taken before it lacks it.
    await jobsDone(env.t.app)
  }, 60_000)

  it('restores every row of every table and every object into an empty database and storage', async () => {
    const source = { database: env.t.database, storage: createStorage(env.t.config) }
    const target = join(tempFolder('nauka-backup-'), 'b')
    const manifest = await createBackup({ ...source, target })
    expect(manifest.objects.length).toBeGreaterThan(0)
    const rows = (table: string) => manifest.database.tables.find((t) => t.table === table)?.rows
    for (const table of ['users', 'posts', 'post_files', 'messages', 'publications', 'files'])
      expect(rows(table), table).toBeGreaterThan(0)
    expect(manifest.objects.map((o) => o.contentType)).toContain('image/webp')

    const empty = await emptyDatabase()
    try {
      const storage = createStorage({ DATA_DIR: tempFolder('nauka-restored-'), S3_REGION: 'us-east-1' })
      await restoreBackup({ database: empty.database, storage, source: target })
      expect(await databaseContents(empty.database)).toEqual(await databaseContents(env.t.database))
      expect(await storageContents(storage)).toEqual(await storageContents(source.storage))
    } finally {
      await empty.dispose()
    }
  })

  it('restores a PostgreSQL backup into PGlite (the other kind) as well', async () => {
    if (env.t.database.kind !== 'postgres') return
    const target = join(tempFolder('nauka-backup-'), 'b')
    await createBackup({ database: env.t.database, storage: createStorage(env.t.config), target })
    const empty = await emptyDatabase('pglite')
    try {
      const storage = createStorage({ DATA_DIR: tempFolder('nauka-restored-'), S3_REGION: 'us-east-1' })
      await restoreBackup({ database: empty.database, storage, source: target })
      expect(await databaseContents(empty.database)).toEqual(await databaseContents(env.t.database))
    } finally {
      await empty.dispose()
    }
  })
})

describe('a backup of S3', () => {
  const s3 = useS3Server()
  const restoredS3 = useS3Server()
  const env = useTestServer(() => ({ env: s3.env }))
  beforeAll(async () => {
    await uploadPdfs(env.as(await env.newUser()), 2)
    await jobsDone(env.t.app)
  })

  it('restores every object with its content type into an empty bucket', async () => {
    const storage = createStorage(env.t.config)
    const target = join(tempFolder('nauka-backup-'), 'b')
    const manifest = await createBackup({ database: env.t.database, storage, target })
    expect(manifest.storage.driver).toBe('s3')
    expect(manifest.objects.length).toBeGreaterThan(0)
    const empty = await emptyDatabase()
    try {
      const restored = createStorage({ DATA_DIR: '/nonexistent', ...restoredS3.env })
      await restoreBackup({ database: empty.database, storage: restored, source: target })
      expect(await storageContents(restored)).toEqual(await storageContents(storage))
      expect(await databaseContents(empty.database)).toEqual(await databaseContents(env.t.database))
    } finally {
      await empty.dispose()
    }
  })
})
