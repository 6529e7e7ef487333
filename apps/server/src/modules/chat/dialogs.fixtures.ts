import { randomUUID } from 'node:crypto'
import { Dialog, DialogCreated, DialogList, ErrorBody } from '@nauka/contracts'
import { expect } from 'vitest'
import type { Db } from '../../db/client'
import { files, profiles } from '../../db/schema'
import type { Client } from '../../test/http'

/** Test helpers of the dialogs routes: every call checks its status and parses with the contract. */

export const BASE = '/api/chat/v1/dialogs'
export const JSON_HEADERS = { 'content-type': 'application/json' }

export const errorOf = (body: string) => ErrorBody.parse(JSON.parse(body))

export async function createDialog(client: Client, body: unknown): Promise<DialogCreated> {
  const res = await client('POST', `${BASE}/create`, body)
  expect(res.statusCode, res.body).toBe(200)
  return DialogCreated.parse(res.json())
}

export const createGroup = (client: Client, users: number[], name = `Group ${randomUUID().slice(0, 6)}`) =>
  createDialog(client, { dialogName: name, users })

export const createPersonal = (client: Client, userId: number) => createDialog(client, { users: [userId] })

export async function listDialogs(client: Client, query = ''): Promise<DialogList> {
  const res = await client('GET', `${BASE}${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return DialogList.parse(res.json())
}

export async function dialogInfo(client: Client, id: number): Promise<Dialog> {
  const res = await client('GET', `${BASE}/info/${id}?details=2`)
  expect(res.statusCode, res.body).toBe(200)
  return Dialog.parse(res.json())
}

/** Gives a user a name and nickname (the profile row), as the profile screen would. */
export async function nameUser(
  db: Db,
  userId: number,
  name: { firstName?: string; lastName?: string; nickname?: string },
): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, ...name })
    .onConflictDoUpdate({ target: profiles.userId, set: name })
}

/** A stored file row (no bytes) with the type the upload would have sniffed. */
export async function insertImageRow(db: Db, ownerId: number, mime: string, size: number): Promise<string> {
  const id = randomUUID()
  const extension = mime === 'image/png' ? 'png' : mime === 'image/jpeg' ? 'jpg' : 'gif'
  await db.insert(files).values({
    id,
    ownerId,
    name: `${id}.${extension}`,
    mime,
    extension,
    size,
    storageKey: `attachments/${ownerId}/${id}`,
    sha256: '0'.repeat(64),
  })
  return id
}
