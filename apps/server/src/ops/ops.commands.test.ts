import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { prepareDatabase } from '../db/prepare'
import { createStorage } from '../platform/storage'
import { runBackup, runRestore } from './ops.commands'
import { databaseContents, storageContents } from './ops.fixtures'

const folder = mkdtempSync(join(tmpdir(), 'nauka-commands-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** What a command printed, and its exit code. */
async function run(command: typeof runBackup, args: string[], dataDir: string) {
  const out: string[] = []
  const err: string[] = []
  const code = await command(
    args,
    { DATA_DIR: dataDir },
    { out: (l) => out.push(l), err: (l) => err.push(l) },
  )
  return { code, out, err }
}

it('backs up an embedded database folder into DATA_DIR/backups and restores it into another', async () => {
  const source = join(folder, 'source')
  const database = await openDatabase({ dataDir: source })
  await prepareDatabase(database)
  await database.executeSql(`insert into users (email, password_hash) values ('a@example.org', 'x')`)
  const contents = await databaseContents(database)
  await database.close()
  const storage = createStorage(loadConfig({ DATA_DIR: source }))
  await storage.put('profiles/1/avatar-1.webp', Buffer.from('avatar'), 'image/webp')

  const backup = await run(runBackup, [], source)
  expect(backup).toMatchObject({ code: 0, err: [] })
  const [stamp] = readdirSync(join(source, 'backups'))
  expect(backup.out[0]).toBe(`Backup written to ${join(source, 'backups', stamp ?? '')}`)
  expect(backup.out[1]).toMatch(/^pglite database at migration \d+, \d+ rows in \d+ tables, 1 objects/)
  // Nothing holds the folder once a command is done.
  expect(readdirSync(source)).not.toContain('nauka.lock')

  const target = join(folder, 'target')
  const restore = await run(runRestore, [join(source, 'backups', stamp ?? '')], target)
  expect(restore).toMatchObject({ code: 0, err: [] })
  const restored = await openDatabase({ dataDir: target })
  try {
    expect(await databaseContents(restored)).toEqual(contents)
  } finally {
    await restored.close()
  }
  expect(await storageContents(createStorage(loadConfig({ DATA_DIR: target })))).toEqual(
    await storageContents(storage),
  )
  expect((await run(runRestore, [join(source, 'backups', stamp ?? '')], target)).err.join()).toMatch(
    /holds 1 accounts\. Add --force/,
  )
}, 120_000)
