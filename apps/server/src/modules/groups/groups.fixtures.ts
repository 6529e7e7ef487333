import { randomBytes } from 'node:crypto'
import {
  ErrorBody,
  FileUploadAnswer,
  Group,
  type GroupCreate,
  GroupMemberPage,
  GroupMembership,
  GroupPage,
  Post,
} from '@nauka/contracts'
import { expect } from 'vitest'
import type { Client } from '../../test/http'
import { upload } from '../posts/posts.fixtures'
import { pngImage } from '../profile/profile.fixtures'

/** Test helpers of the groups: making groups, joining them, reading them. */

export const BASE = '/api/core/groups'

let counter = 0
/** A unique group name (the list searches by name, so tests do not see each other's groups). */
export const groupName = (prefix = 'Lab') => {
  counter += 1
  return `${prefix} ${counter} ${randomBytes(4).toString('hex')}`
}

export async function createGroup(client: Client, body: Partial<GroupCreate> = {}): Promise<Group> {
  const res = await client('POST', BASE, { name: groupName(), ...body })
  expect(res.statusCode, res.body).toBe(201)
  return Group.parse(res.json())
}

export async function getGroup(client: Client, id: number): Promise<Group> {
  const res = await client('GET', `${BASE}/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return Group.parse(res.json())
}

export async function listGroups(client: Client, query: string): Promise<GroupPage> {
  const res = await client('GET', `${BASE}?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return GroupPage.parse(res.json())
}

export async function join(client: Client, id: number): Promise<GroupMembership> {
  const res = await client('POST', `${BASE}/${id}/join`)
  expect(res.statusCode, res.body).toBe(200)
  return GroupMembership.parse(res.json())
}

export async function members(client: Client, id: number, query = ''): Promise<GroupMemberPage> {
  const res = await client('GET', `${BASE}/${id}/members${query ? `?${query}` : ''}`)
  expect(res.statusCode, res.body).toBe(200)
  return GroupMemberPage.parse(res.json())
}

export async function groupPost(
  client: Client,
  id: number,
  body: { title?: string; text?: string; asGroup?: boolean } = {},
): Promise<Post> {
  const res = await client('POST', `${BASE}/${id}/posts`, {
    title: `Group post ${randomBytes(3).toString('hex')}`,
    text: 'News of the lab.',
    ...body,
  })
  expect(res.statusCode, res.body).toBe(201)
  return Post.parse(res.json())
}

/** Uploads a png of the given size as the client's user; answers the file id. */
export async function uploadImage(client: Client, width = 32, height = 32): Promise<string> {
  const res = await upload(client, [{ name: 'logo.png', data: await pngImage(width, height) }])
  expect(res.statusCode, res.body).toBe(201)
  const [file] = FileUploadAnswer.parse(res.json())
  if (!file) throw new Error('no file uploaded')
  return file.id
}

/** The error's status, code and message key-translated text, for assertions. */
export const refusal = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  code: ErrorBody.parse(res.json()).error.code,
})
