import {
  CalendarFeed,
  Dialog,
  Event,
  EventAttendance,
  EventPage,
  GroupVisibility,
  NotificationKind,
  Post,
  SearchPage,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { feedIds, follow } from '../feed/feed.fixtures'
import { BASE, createGroup, groupPost, join } from '../groups/groups.fixtures'
import { holds, person } from '../notifications/notifications.fixtures'
import { addComment } from '../posts/comments.fixtures'
import { createEvent, EVENTS, eventUrl, inDays } from './events.fixtures'

const env = useTestServer({ listen: true })
const { newUser, as } = env

const searchPosts = async (client: Client, words: string) => {
  const query = `kind=posts&message=${encodeURIComponent(words)}`
  const res = await client('GET', `/api/search2/search/v2/all/paged?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return SearchPage.parse(res.json()).elements.map((hit) => Number(hit.id))
}

/** The titles in the reader's personal calendar feed. */
const calendarTitles = async (client: Client) => {
  const { url } = CalendarFeed.parse((await client('POST', `${EVENTS}/calendar-feed`)).json())
  const res = await as()('GET', new URL(url ?? '').pathname)
  expect(res.statusCode, res.body).toBe(200)
  return [...res.body.matchAll(/^SUMMARY:(.*)$/gm)].map((match) => match[1]?.trim())
}

/** The event's announcement among the reader's feed, by the event's id. */
const announcementIn = async (client: Client, reader: TestUser, eventId: number) => {
  const res = await client('POST', `/api/core/user_messages/list/${reader.id}?pageSize=100`)
  expect(res.statusCode, res.body).toBe(200)
  const items = (res.json() as { elements: { body: unknown }[] }).elements
  return items.map((item) => Post.parse(item.body)).find((post) => post.event?.id === eventId)
}

/** What the reader sees of the hidden group: its post, its event and the event's announcement. */
async function seen(
  reader: TestUser,
  ids: { post: number; eventId: number; dialogId: number },
  words: string,
) {
  const client = as(reader)
  const announcement = await announcementIn(client, reader, ids.eventId)
  const attending = EventPage.parse((await client('GET', `${EVENTS}?attending=true&pageSize=100`)).json())
  return {
    feed: (await feedIds(client, reader)).includes(ids.post),
    announcement: announcement !== undefined,
    post: (await client('GET', `/api/core/post/${ids.post}`)).statusCode,
    comments: (await client('POST', '/api/core/post/comment/fetch', { postId: ids.post })).statusCode,
    search: (await searchPosts(client, words)).includes(ids.post),
    event: (await client('GET', eventUrl(ids.eventId))).statusCode,
    attending: attending.elements.some((event) => event.id === ids.eventId),
    calendar: (await calendarTitles(client)).some((title) => title?.includes(words)),
    chat: (await client('GET', `/api/chat/v1/dialogs/info/${ids.dialogId}`)).statusCode,
  }
}

const asMember = {
  feed: true,
  announcement: true,
  post: 200,
  comments: 200,
  search: true,
  event: 200,
  attending: true,
  calendar: true,
  chat: 200,
}
const asStranger = {
  feed: false,
  announcement: false,
  post: 404,
  comments: 404,
  search: false,
  event: 404,
  attending: false,
  calendar: false,
  chat: 404,
}

/** A hidden group with `people` as members, a post, and an event in the platform they all attend. */
async function hiddenGroupWith(owner: TestUser, people: TestUser[]) {
  const group = await createGroup(as(owner), { visibility: GroupVisibility.Hidden })
  await as(owner)('POST', `${BASE}/${group.id}/invites`, { users: people.map((p) => p.id) })
  for (const member of people) await join(as(member), group.id)
  const words = `vortex${Date.now()}${Math.random().toString(36).slice(2, 6)}`
  const post = await groupPost(as(owner), group.id, { title: `Secret ${words}` })
  const event = await createEvent(as(owner), {
    groupId: group.id,
    title: `Closed seminar ${words}`,
    place: null,
    inPlatform: true,
    startsAt: inDays(2),
    endsAt: inDays(2, 2),
  })
  for (const member of people) {
    const res = await as(member)('POST', eventUrl(event.id, '/attendance'))
    expect(EventAttendance.parse(res.json()).status).toBe(1)
    await addComment(as(member), post.id)
  }
  return { group, words, ids: { post: post.id, eventId: event.id, dialogId: event.dialogId ?? 0 } }
}

describe("a hidden group's posts and events, once someone is no longer its member", () => {
  it('reach a member, and nowhere once they leave or are removed', async () => {
    const [owner, leaver, removed] = await Promise.all([newUser(), newUser(), newUser()])
    const { group, words, ids } = await hiddenGroupWith(owner, [leaver, removed])
    expect(await seen(leaver, ids, words)).toEqual(asMember)
    expect(await seen(removed, ids, words)).toEqual(asMember)

    expect((await as(leaver)('POST', `${BASE}/${group.id}/leave`)).statusCode).toBe(200)
    expect((await as(owner)('DELETE', `${BASE}/${group.id}/members/${removed.id}`)).statusCode).toBe(204)
    expect(await seen(leaver, ids, words)).toEqual(asStranger)
    expect(await seen(removed, ids, words)).toEqual(asStranger)
  })

  it('frees their places for those waiting, and reminds them of nothing', async () => {
    const [owner, member] = await Promise.all([newUser(), person(env, 'Ева')])
    const waiting = await person(env, 'Жанна')
    const group = await createGroup(as(owner), { visibility: GroupVisibility.Hidden })
    await as(owner)('POST', `${BASE}/${group.id}/invites`, { users: [member.user.id, waiting.user.id] })
    await join(member.api, group.id)
    await join(waiting.api, group.id)
    const event = await createEvent(as(owner), {
      groupId: group.id,
      capacity: 1,
      startsAt: inDays(2),
      endsAt: inDays(2, 2),
    })
    await member.api('POST', eventUrl(event.id, '/attendance'))
    await waiting.api('POST', eventUrl(event.id, '/attendance'))

    await member.api('POST', `${BASE}/${group.id}/leave`)
    const mine = EventAttendance.parse((await waiting.api('GET', eventUrl(event.id))).json().attendance)
    expect(mine).toMatchObject({ status: 1, attendeeCount: 1, waitingCount: 0 })
    const dayBefore = new Date(Date.parse(event.startsAt) - 23 * 3_600_000)
    expect(await env.t.app.eventReminders.remindDue(dayBefore)).toContain(event.id)
    await env.caughtUp(member.socket, member.user)
    expect(member.inbox.filter((notice) => notice.kind === NotificationKind.EventReminder)).toEqual([])
  })
})

describe('a group that becomes hidden', () => {
  it('takes its events off those who attend without being members, and off their calendars', async () => {
    const [owner, member, outsider] = await Promise.all([newUser(), newUser(), newUser()])
    const group = await createGroup(as(owner))
    await join(as(member), group.id)
    const event = await createEvent(as(owner), { groupId: group.id })
    for (const reader of [member, outsider]) await as(reader)('POST', eventUrl(event.id, '/attendance'))
    const hidden = await as(owner)('PATCH', `${BASE}/${group.id}`, { visibility: GroupVisibility.Hidden })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(await calendarTitles(as(outsider))).toEqual([])
    expect(await calendarTitles(as(member))).toEqual([event.title])
    const kept = Event.parse((await as(member)('GET', eventUrl(event.id))).json())
    expect(kept.attendance).toMatchObject({ status: 1, attendeeCount: 1 })
  })
})

describe('an event moved into a hidden group', () => {
  it("takes its announcement off the feed of the organiser's followers who are not members", async () => {
    const [organiser, follower] = await Promise.all([newUser(), newUser()])
    await follow(as(follower), organiser)
    const event = await createEvent(as(organiser))
    expect(await announcementIn(as(follower), follower, event.id)).toBeDefined()
    const group = await createGroup(as(organiser), { visibility: GroupVisibility.Hidden })
    const moved = await as(organiser)('PATCH', eventUrl(event.id), { groupId: group.id })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await announcementIn(as(follower), follower, event.id)).toBeUndefined()
    expect(await announcementIn(as(organiser), organiser, event.id)).toBeDefined()
  })

  it('takes it off those who attend without being members', async () => {
    const [organiser, outsider] = await Promise.all([newUser(), newUser()])
    const event = await createEvent(as(organiser), { place: null, inPlatform: true })
    await as(outsider)('POST', eventUrl(event.id, '/attendance'))
    const group = await createGroup(as(organiser), { visibility: GroupVisibility.Hidden })
    expect((await as(organiser)('PATCH', eventUrl(event.id), { groupId: group.id })).statusCode).toBe(200)
    expect(await calendarTitles(as(outsider))).toEqual([])
    expect((await as(outsider)('GET', `/api/chat/v1/dialogs/info/${event.dialogId}`)).statusCode).toBe(404)
    const kept = Event.parse((await as(organiser)('GET', eventUrl(event.id))).json())
    expect(kept.attendance.attendeeCount).toBe(0)
  })
})

describe('a deleted group', () => {
  /** Whether the event is in the reader's upcoming list, found by its words. */
  const listed = async (reader: TestUser, words: string, eventId: number) => {
    const res = await as(reader)('GET', `${EVENTS}?query=${encodeURIComponent(words)}&pageSize=100`)
    expect(res.statusCode, res.body).toBe(200)
    return EventPage.parse(res.json()).elements.some((event) => event.id === eventId)
  }

  it("takes a hidden group's events with it: found by no one, listed nowhere, attendees told", async () => {
    const [owner, member, former, outsider] = await Promise.all([newUser(), newUser(), newUser(), newUser()])
    const attendee = await person(env, 'Зоя')
    const { group, words, ids } = await hiddenGroupWith(owner, [member, attendee.user, former])
    expect((await as(former)('POST', `${BASE}/${group.id}/leave`)).statusCode).toBe(200)
    expect(await seen(attendee.user, ids, words)).toEqual(asMember)

    expect((await as(owner)('DELETE', `${BASE}/${group.id}`)).statusCode).toBe(204)
    for (const reader of [owner, member, attendee.user, former, outsider]) {
      const { chat, ...rest } = await seen(reader, ids, words)
      expect(rest).toEqual({ ...asStranger, chat: undefined })
      expect(await listed(reader, words, ids.eventId)).toBe(false)
    }
    const [notice] = await holds(attendee.inbox, 1)
    expect(notice).toMatchObject({ kind: NotificationKind.EventCancelled, eventId: ids.eventId })
    // Its chat is deleted as a group's is: those in it keep it, marked deleted.
    const chat = await attendee.api('GET', `/api/chat/v1/dialogs/info/${ids.dialogId}`)
    expect(Dialog.parse(chat.json()).isDeleted).toBe(true)
  })

  it("leaves a visible group's events to everyone, organised by no group", async () => {
    const [owner, member, outsider] = await Promise.all([newUser(), newUser(), newUser()])
    const group = await createGroup(as(owner))
    await join(as(member), group.id)
    const event = await createEvent(as(owner), { groupId: group.id })
    await as(member)('POST', eventUrl(event.id, '/attendance'))

    expect((await as(owner)('DELETE', `${BASE}/${group.id}`)).statusCode).toBe(204)
    for (const reader of [owner, member, outsider]) {
      const res = await as(reader)('GET', eventUrl(event.id))
      expect(res.statusCode, res.body).toBe(200)
      expect(Event.parse(res.json())).toMatchObject({ cancelled: false, group: null })
      expect(await listed(reader, event.title, event.id)).toBe(true)
    }
    expect(await calendarTitles(as(member))).toEqual([event.title])
  })
})
