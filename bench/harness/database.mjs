// The bench's PostgreSQL database: a fresh one per run on the server the environment names, brought
// to the current schema as the server brings its own (migrations and reference catalogues), and
// filled with the platform's data set.

import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts'
import { seedPlatform } from '../data/platform-seed.mjs'

/** The PostgreSQL server the bench may create its database on, if the environment names one. */
export const serverUrl = () => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined

/** Creates `nauka_bench_<random>` on the server at `adminUrl`; answers its URL and drop(). */
export async function createBenchDatabase(adminUrl) {
  const name = `nauka_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(`drop database if exists ${name} with (force)`)
    } finally {
      await client.end()
    }
  }
  return { name, url: url.toString(), drop }
}

/**
 * Migrates the database at `url` and seeds it with seedPlatform(`seed`, `scale`); seedPlatform ends
 * with `vacuum analyze`, so the planner has its statistics. Answers seedPlatform's answer.
 */
export async function prepareBenchData(url, { seed, scale }) {
  const database = await openDatabase({ url })
  try {
    await prepareDatabase(database)
  } finally {
    await database.close()
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await seedPlatform(client, { seed, scale })
  } finally {
    await client.end()
  }
}
