import {
  PostStatus,
  postStatsRoom,
  Reaction,
  SocialEventType,
  type SocialServerEvent,
  StatsTopic,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { recordSocial, statsEvent } from '../../platform/realtime/socket-test-client'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { createPost, uploadPdfs } from './posts.fixtures'

/** Post events reach the sockets in a post's statistics room, as the web app's post page joins it. */

const env = useTestServer({ listen: true })
let author: TestUser
let reader: TestUser
let api: Client
let readerApi: Client

beforeAll(async () => {
  ;[author, reader] = await Promise.all([env.newUser(), env.newUser()])
  api = env.as(author)
  readerApi = env.as(reader)
})

/** A watcher's socket in the post's room: joined once a marker sent to the room arrives. */
async function watch(postId: number): Promise<() => SocialServerEvent[]> {
  const socket = await env.open(reader)
  const seen = recordSocial(socket)
  socket.emit('social', { type: SocialEventType.SubStats, postIds: [postId] })
  const isMarker = (e: SocialServerEvent) => e.topic === StatsTopic.PostStats && e.meta.view_count === -1
  await until(() => {
    env.t.app.realtime.toRoom(postStatsRoom(postId), 'social', statsEvent(postId, -1))
    return seen.some(isMarker)
  })
  // Markers still on their way are left out of what the test sees.
  return () => seen.filter((e) => !isMarker(e))
}

describe('post events', () => {
  it('sends the new counters when a reader views or likes the post', async () => {
    const post = await createPost(api)
    const events = await watch(post.id)
    expect((await readerApi('GET', `/api/core/post/${post.id}`)).statusCode).toBe(200)
    await until(() => events().length >= 1)
    expect(events()[0]).toEqual({
      topic: StatsTopic.PostStats,
      postId: post.id,
      meta: { view_count: 1, comment_count: 0, reaction_count: 0 },
    })
    await readerApi('PUT', `/api/core/post/${post.id}/react`, JSON.stringify(Reaction.Like), {
      'content-type': 'application/json',
    })
    await until(() => events().length >= 2)
    expect(events()[1]).toMatchObject({
      topic: StatsTopic.PostStats,
      meta: { reaction_count: 1, view_count: 1 },
    })
  })

  it('sends an update (25:1 with the changes) on edit and link, and a delete (25:6) on delete', async () => {
    const post = await createPost(api)
    const events = await watch(post.id)
    await api('PATCH', '/api/core/post', { id: post.id, title: 'Edited title' })
    await until(() => events().length >= 1)
    expect(events()[0]).toMatchObject({
      topic: StatsTopic.PostUpdate,
      postId: post.id,
      cStatus: PostStatus.Active,
      changes: { title: 'Edited title', text: post.text, files: [] },
    })
    const [file] = await uploadPdfs(api, 1)
    await api('POST', `/api/core/s/post/${post.id}/file_default/link`, { files: [file?.id] })
    await until(() => events().length >= 2)
    expect(events()[1]).toMatchObject({
      topic: StatsTopic.PostUpdate,
      changes: { files: [{ id: file?.id }] },
    })
    expect((await api('DELETE', `/api/core/post/${post.id}`)).statusCode).toBe(204)
    await until(() => events().length >= 3)
    expect(events()[2]).toEqual({
      topic: StatsTopic.PostUpdate,
      postId: post.id,
      cStatus: PostStatus.Inactive,
      changes: null,
    })
  })
})
