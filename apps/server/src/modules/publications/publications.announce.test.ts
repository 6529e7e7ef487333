import {
  AccessLevel,
  type FeedPage,
  NotificationKind,
  type PublicationNotification,
  publicationPath,
  SettingsElementRef,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { feedPage, follow, switchChannels } from '../feed/feed.fixtures'
import { type Person, person } from '../notifications/notifications.fixtures'
import { setSettings } from '../profile/settings.fixtures'
import {
  createPublished,
  publishableForm,
  publishUpload,
  saveItem,
  uploadUrl,
} from '../uploads/uploads.fixtures'

const env = useTestServer({ listen: true })
const AREA = '40:1'

const isPublication = (event: { kind: string }): event is PublicationNotification =>
  event.kind === NotificationKind.NewPublication

let author: Person
/** Follows the author. */
let fan: Person<PublicationNotification>
/** Follows the author, with publication notifications switched off (132:26). */
let quiet: Person<PublicationNotification>
/** Follows nobody; reads the science area's channel. */
let areaReader: Person<PublicationNotification>

beforeAll(async () => {
  author = await person(env, 'Marie')
  fan = await person(env, 'Fan', isPublication)
  quiet = await person(env, 'Quiet', isPublication)
  areaReader = await person(env, 'Reader', isPublication)
  await follow(fan.api, author.user)
  await follow(quiet.api, author.user)
  await setSettings(quiet.api, { [SettingsElementRef.NotifyPublications]: false })
  await switchChannels(areaReader.api, areaReader.user, [{ source: AREA, subscribed: true }])
})

/** The items of a reader's feed that announce the publication. */
const announcedIn = async (reader: Person<PublicationNotification>, id: string) => {
  const page: FeedPage = await feedPage(reader.api, reader.user, 'pageSize=100')
  return page.elements.filter((item) => item.body.publication?.id === id)
}

/** Publishes a single upload of the author's at `level` in the science area; answers its item. */
const publishAt = async (level: AccessLevel) => {
  const { upload, item } = await createPublished(
    author.api,
    publishableForm({ cAccessLevel: level, cScienceArea: AREA }),
  )
  return { ...item, uploadId: upload.id }
}

describe('a first publication', () => {
  it('of an open item: a post in its science area and the followers are told, once', async () => {
    const item = await publishAt(AccessLevel.Open)
    const [told] = await until(
      () => fan.inbox.filter((event) => event.publicationId === item.id),
      (list) => list.length > 0,
    )
    expect(told).toMatchObject({
      kind: NotificationKind.NewPublication,
      title: item.metadata.title,
      link: publicationPath(item.id),
      rAuthor: `202:${author.user.id}`,
      authorName: expect.stringContaining('Marie'),
    })
    const [inArea] = await until(
      () => announcedIn(areaReader, item.id),
      (list) => list.length > 0,
    )
    expect(inArea?.source).toBe(AREA)
    expect(inArea?.body).toMatchObject({
      title: item.metadata.title,
      rAuthor: `202:${author.user.id}`,
      topics: [AREA],
      publication: { id: item.id, title: item.metadata.title, link: publicationPath(item.id) },
    })
    expect(await announcedIn(fan, item.id)).toHaveLength(1)
    // The area reader follows nobody: they hear of it in the feed only.
    await env.caughtUp(areaReader.socket, areaReader.user)
    expect(areaReader.inbox.filter((event) => event.publicationId === item.id)).toEqual([])
    await env.caughtUp(quiet.socket, quiet.user)
    expect(quiet.inbox.filter((event) => event.publicationId === item.id)).toEqual([])
  })

  it('published again is not announced again', async () => {
    const item = await publishAt(AccessLevel.Open)
    await until(
      () => announcedIn(fan, item.id),
      (list) => list.length === 1,
    )
    await saveItem(author.api, item.id, { ...item.metadata, title: `${item.metadata.title} (2)` })
    await publishUpload(author.api, item.uploadId)
    // A later first publication is announced after it: once that one is in, this one was not again.
    const later = await publishAt(AccessLevel.Open)
    await until(
      () => announcedIn(fan, later.id),
      (list) => list.length === 1,
    )
    expect(await announcedIn(fan, item.id)).toHaveLength(1)
  })

  it('of a followers-only item reaches only the followers, and its post no one else', async () => {
    const item = await publishAt(AccessLevel.Followers)
    const [post] = await until(
      () => announcedIn(fan, item.id),
      (list) => list.length > 0,
    )
    expect(post?.body.topics).toEqual([])
    await until(
      () => fan.inbox.filter((event) => event.publicationId === item.id),
      (list) => list.length > 0,
    )
    const postUrl = `/api/core/post/${post?.body.id}`
    expect((await areaReader.api('GET', postUrl)).statusCode).toBe(404)
    expect((await fan.api('GET', postUrl)).statusCode).toBe(200)
    const wall = await areaReader.api(
      'POST',
      `/api/core/feed/items/by_owner/user:${author.user.id}?pageSize=100`,
    )
    expect(wall.body).not.toContain(item.id)
    expect(await announcedIn(areaReader, item.id)).toEqual([])
  })

  it('of a private item is announced to no one', async () => {
    const item = await publishAt(AccessLevel.Private)
    // A later open one is announced after it: once that one is in, the private one never was.
    const later = await publishAt(AccessLevel.Open)
    await until(
      () => announcedIn(fan, later.id),
      (list) => list.length === 1,
    )
    const own = await author.api('POST', `/api/core/feed/items/by_owner/user:${author.user.id}?pageSize=100`)
    expect(own.body).not.toContain(item.id)
    await env.caughtUp(fan.socket, fan.user)
    expect(fan.inbox.filter((event) => event.publicationId === item.id)).toEqual([])
  })

  it('takes its announcement away when the item is deleted', async () => {
    const item = await publishAt(AccessLevel.Open)
    const [post] = await until(
      () => announcedIn(fan, item.id),
      (list) => list.length > 0,
    )
    expect((await author.api('DELETE', uploadUrl.upload(item.uploadId))).statusCode).toBe(204)
    expect((await fan.api('GET', `/api/core/post/${post?.body.id}`)).statusCode).toBe(404)
    expect((await author.api('GET', `/api/core/post/${post?.body.id}`)).statusCode).toBe(404)
    expect(await announcedIn(fan, item.id)).toEqual([])
  })
})
