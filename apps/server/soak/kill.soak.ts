import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { startMailCatcher } from '../src/test/mail-catcher'
import { adminQuery, databaseUrl } from '../src/test/postgres-admin'
import { until } from '../src/test/until'
import { checkAfterKill } from './kill.checks'
import { type ServerData, startServer } from './kill.server'
import { type KillUser, newLedger, registerUser, writeUntilStopped } from './kill.writes'

/**
 * Issue 19: the server killed with SIGKILL while writes are in flight loses none it acknowledged,
 * leaves none in half, and no file without its row (or row without its file) once the orphan sweep
 * ran. Four users write posts with a file, comments and chat messages with a file (HTTP and the
 * socket); the server is killed at a random moment three times and its data checked after each.
 */
const USERS = 4
const ROUNDS = 3

async function killRounds(data: ServerData): Promise<void> {
  const mail = await startMailCatcher()
  const ledger = newLedger()
  let server = await startServer(data, mail)
  try {
    const users: KillUser[] = []
    for (let n = 0; n < USERS; n += 1) users.push(await registerUser(server.baseUrl, mail, n))
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = ledger.posts.length + ledger.messages.length
      let stopped = false
      const { baseUrl } = server
      // A writer's own failure (not the kill's) is kept and thrown once all have ended.
      const writers = users.map((user, n) =>
        writeUntilStopped(baseUrl, user, users[(n + 1) % USERS] ?? user, ledger, () => stopped).then(
          () => null,
          (err: unknown) => err,
        ),
      )
      // Some writes acknowledged in this round, then the kill at a moment nobody chose.
      await until(
        () => ledger.posts.length + ledger.messages.length,
        (count) => count >= before + USERS,
      )
      await sleep(Math.random() * 1500)
      // Stopped first, so that the writes the kill cuts are not taken for failures; those already
      // sent are still in flight when the signal lands, a moment later.
      stopped = true
      await server.kill()
      for (const failure of await Promise.all(writers)) if (failure) throw failure
      await checkAfterKill(data, ledger)
      server = await startServer(data, mail)
    }
    expect(ledger.posts.length).toBeGreaterThanOrEqual((ROUNDS * USERS) / 2)
  } finally {
    await server.kill()
    await mail.close()
  }
}

describe('the server killed with SIGKILL under writes', () => {
  it('on PGlite, keeps every acknowledged write whole, and no file without a row', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nauka-kill-'))
    try {
      await killRounds({ dataDir })
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  const serverUrl = process.env.TEST_DATABASE_URL
  // With a PostgreSQL server to make a database in, as CI gives (`bash scripts/with-postgres.sh`).
  if (serverUrl)
    it('on PostgreSQL, keeps every acknowledged write whole, and no file without a row', async () => {
      const name = `nauka_kill_${randomBytes(4).toString('hex')}`
      const dataDir = mkdtempSync(join(tmpdir(), 'nauka-kill-pg-'))
      await adminQuery(serverUrl, `create database ${name}`)
      try {
        await killRounds({ dataDir, databaseUrl: databaseUrl(serverUrl, name) })
      } finally {
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
        rmSync(dataDir, { recursive: true, force: true })
      }
    })
})
