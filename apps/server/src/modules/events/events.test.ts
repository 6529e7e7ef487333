import {
  ErrorBody,
  EVENT_LIMITS,
  Event,
  EventPage,
  GeneralErrorCode,
  NotificationKind,
  Post,
  SectionMessage,
  VALIDATION_TEXTS,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import type { TestUser } from '../../test/auth-helpers'
import type { Client, Method } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { feedPage, follow } from '../feed/feed.fixtures'
import { holds, person } from '../notifications/notifications.fixtures'
import { createEvent, EVENTS, eventBody, eventUrl, inDays, insertGroup } from './events.fixtures'

const env = useTestServer({ listen: true })
let organiser: TestUser
let other: TestUser
let api: Client
let otherApi: Client

beforeAll(async () => {
  ;[organiser, other] = await Promise.all([env.newUser(), env.newUser()])
  api = env.as(organiser)
  otherApi = env.as(other)
})

const fieldsOf = (body: unknown) =>
  ErrorBody.parse(body).validationErrors?.map((issue) => [issue.field, issue.message]) ?? []
const ru = (key: string) => (VALIDATION_TEXTS.ru as Record<string, string>)[key] ?? key

describe('creating an event', () => {
  it('answers the event, organised by the user, editable by them and readable by a visitor', async () => {
    const event = await createEvent(api, { capacity: 10 })
    expect(event).toMatchObject({ capacity: 10, attendeeCount: 0, canEdit: true, cancelled: false })
    expect(event.organiser.rEntity).toBe(`202:${organiser.id}`)
    expect(event.registrationOpen).toBe(true)
    const seen = Event.parse((await env.as()('GET', eventUrl(event.id))).json())
    expect(seen).toMatchObject({ id: event.id, canEdit: false, dialogId: null })
  })

  it.each([
    [
      'end before start',
      { startsAt: inDays(3), endsAt: inDays(2) },
      'endsAt',
      SectionMessage.eventEndBeforeStart,
    ],
    [
      'deadline after end',
      { registrationDeadline: inDays(9) },
      'registrationDeadline',
      SectionMessage.eventDeadlineAfterEnd,
    ],
    ['no place', { place: null, onlineUrl: null, inPlatform: false }, 'place', SectionMessage.eventNoPlace],
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'timeZone', SectionMessage.eventTimeZone],
    ['too long', { startsAt: inDays(1), endsAt: inDays(400) }, 'endsAt', SectionMessage.eventTooLong],
  ])('refuses %s (400, the field named)', async (_, overrides, field, key) => {
    const res = await api('POST', EVENTS, eventBody(overrides))
    expect(res.statusCode).toBe(400)
    expect(fieldsOf(res.json())).toContainEqual([field, ru(key)])
  })

  it('refuses a capacity of 0 or above the limit, and a title too long', async () => {
    for (const overrides of [
      { capacity: 0 },
      { capacity: EVENT_LIMITS.capacityMax + 1 },
      { title: 'x'.repeat(EVENT_LIMITS.titleMax + 1) },
    ]) {
      const res = await api('POST', EVENTS, eventBody(overrides))
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400)
    }
  })

  it('refuses a science area the catalogue does not have (400, the field named)', async () => {
    const res = await api('POST', EVENTS, eventBody({ scienceArea: '40:999999' }))
    expect(res.statusCode).toBe(400)
    expect(fieldsOf(res.json()).map(([field]) => field)).toEqual(['scienceArea'])
    const event = await createEvent(api)
    const change = await api('PATCH', eventUrl(event.id), { scienceArea: '40:999999' })
    expect(change.statusCode).toBe(400)
  })

  it('online in the platform, gets a chat shown to its organiser and those attending only', async () => {
    const event = await createEvent(api, { place: null, inPlatform: true })
    expect(event.dialogId).toEqual(expect.any(Number))
    expect(Event.parse((await otherApi('GET', eventUrl(event.id))).json()).dialogId).toBeNull()
    await otherApi('POST', eventUrl(event.id, '/attendance'))
    expect(Event.parse((await otherApi('GET', eventUrl(event.id))).json()).dialogId).toBe(event.dialogId)
    const dialog = await otherApi('GET', `/api/chat/v1/dialogs/info/${event.dialogId}`)
    expect(dialog.statusCode).toBe(200)
    await otherApi('DELETE', eventUrl(event.id, '/attendance'))
    expect((await otherApi('GET', `/api/chat/v1/dialogs/info/${event.dialogId}`)).statusCode).toBe(404)
  })

  it("posts an announcement that reaches the organiser's follower's feed, with the event", async () => {
    const follower = await env.newUser()
    const followerApi = env.as(follower)
    await follow(followerApi, organiser)
    const event = await createEvent(api)
    const page = await feedPage(followerApi, follower, 'pageSize=100')
    const post = page.elements.map((item) => Post.parse(item.body)).find((p) => p.event?.id === event.id)
    expect(post?.event).toEqual({
      id: event.id,
      title: event.title,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      timeZone: 'Europe/Moscow',
      link: `/events/${event.id}`,
    })
    expect(post?.rAuthor).toBe(`202:${organiser.id}`)
  })
})

describe("a group's event", () => {
  it("is announced in the group's channel, as the group, to its members", async () => {
    const member = await env.newUser()
    const groupId = await insertGroup(env.db, { [organiser.id]: 1, [member.id]: 3 })
    const event = await createEvent(api, { groupId })
    const page = await feedPage(env.as(member), member, 'pageSize=100')
    const item = page.elements.find((x) => Post.parse(x.body).event?.id === event.id)
    expect(item?.source).toBe(`401:${groupId}`)
    expect(Post.parse(item?.body).group).toMatchObject({ id: groupId, asGroup: true })
  })
})

describe('who may change an event', () => {
  it('refuses a visitor (401) on every write route', async () => {
    const event = await createEvent(api)
    const visitor = env.as()
    for (const [method, url, body] of [
      ['POST', EVENTS, eventBody()],
      ['PATCH', eventUrl(event.id), { title: 'Taken over' }],
      ['DELETE', eventUrl(event.id)],
      ['POST', eventUrl(event.id, '/attendance')],
      ['DELETE', eventUrl(event.id, '/attendance')],
      ['GET', `${EVENTS}/calendar-feed`],
      ['POST', `${EVENTS}/calendar-feed`],
    ] as [Method, string, unknown?][]) {
      expect((await visitor(method, url, body)).statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('refuses another user (403) editing or cancelling, and nothing changes', async () => {
    const event = await createEvent(api)
    const edit = await otherApi('PATCH', eventUrl(event.id), { title: 'Taken over' })
    expect(edit.statusCode).toBe(403)
    expect(ErrorBody.parse(edit.json()).error.message).toBe(translate('ru', 'events.notEditor'))
    expect((await otherApi('DELETE', eventUrl(event.id))).statusCode).toBe(403)
    const after = Event.parse((await api('GET', eventUrl(event.id))).json())
    expect(after).toMatchObject({ title: event.title, cancelled: false })
  })

  it("lets a moderator of the event's group edit it, not a plain member", async () => {
    const [moderator, member] = await Promise.all([env.newUser(), env.newUser()])
    const groupId = await insertGroup(env.db, { [organiser.id]: 1, [moderator.id]: 2, [member.id]: 3 })
    const event = await createEvent(api, { groupId })
    expect(event.group?.id).toBe(groupId)
    expect((await env.as(member)('PATCH', eventUrl(event.id), { title: 'Членский' })).statusCode).toBe(403)
    const res = await env.as(moderator)('PATCH', eventUrl(event.id), { title: 'Модераторский' })
    expect(res.statusCode, res.body).toBe(200)
    expect(Event.parse(res.json()).title).toBe('Модераторский')
  })

  it('lets only the owner or a moderator name a group as organiser (403), an unseen group 404', async () => {
    const [owner, member] = await Promise.all([env.newUser(), env.newUser()])
    const groupId = await insertGroup(env.db, { [owner.id]: 1, [member.id]: 3 })
    expect((await env.as(member)('POST', EVENTS, eventBody({ groupId }))).statusCode).toBe(403)
    const hidden = await insertGroup(env.db, { [owner.id]: 1 }, true)
    expect((await env.as(member)('POST', EVENTS, eventBody({ groupId: hidden }))).statusCode).toBe(404)
  })

  it("keeps a hidden group's event from non-members: not found, not listed", async () => {
    const [owner, member] = await Promise.all([env.newUser(), env.newUser()])
    const groupId = await insertGroup(env.db, { [owner.id]: 1, [member.id]: 3 }, true)
    const event = await createEvent(env.as(owner), { groupId })
    expect((await otherApi('GET', eventUrl(event.id))).statusCode).toBe(404)
    expect((await env.as()('GET', eventUrl(event.id, '/ics'))).statusCode).toBe(404)
    expect((await otherApi('POST', eventUrl(event.id, '/attendance'))).statusCode).toBe(404)
    const listed = (client: Client) =>
      client('GET', `${EVENTS}?group=${groupId}`).then((res) => EventPage.parse(res.json()).count)
    expect(await listed(otherApi)).toBe(0)
    expect(await listed(env.as(member))).toBe(1)
    expect((await env.as(member)('GET', eventUrl(event.id))).statusCode).toBe(200)
  })
})

describe('changing an event', () => {
  it('checks the result as a whole: an end before the start it keeps is refused', async () => {
    const event = await createEvent(api)
    const res = await api('PATCH', eventUrl(event.id), { endsAt: inDays(6) })
    expect(res.statusCode).toBe(400)
    expect(fieldsOf(res.json())).toContainEqual(['endsAt', ru(SectionMessage.eventEndBeforeStart)])
  })

  it('refuses a capacity below those attending (409)', async () => {
    const event = await createEvent(api, { capacity: 5 })
    await otherApi('POST', eventUrl(event.id, '/attendance'))
    await api('POST', eventUrl(event.id, '/attendance'))
    const res = await api('PATCH', eventUrl(event.id), { capacity: 1 })
    expect(res.statusCode).toBe(409)
    expect(ErrorBody.parse(res.json()).error.code).toBe(GeneralErrorCode.Conflict)
    expect((await api('PATCH', eventUrl(event.id), { capacity: 2 })).statusCode).toBe(200)
  })

  it('cancelling keeps it listed as cancelled, tells those attending, and closes registration (409)', async () => {
    const attendee = await person(env, 'Ирина')
    const event = await createEvent(api)
    await attendee.api('POST', eventUrl(event.id, '/attendance'))
    expect((await api('DELETE', eventUrl(event.id))).statusCode).toBe(204)
    const [notice] = await holds(attendee.inbox, 1)
    expect(notice).toMatchObject({
      kind: NotificationKind.EventCancelled,
      eventId: event.id,
      title: event.title,
    })
    expect(Event.parse((await api('GET', eventUrl(event.id))).json())).toMatchObject({
      cancelled: true,
      registrationOpen: false,
    })
    const late = await otherApi('POST', eventUrl(event.id, '/attendance'))
    expect(late.statusCode).toBe(409)
    expect(ErrorBody.parse(late.json()).error.message).toBe(translate('ru', 'events.cancelled'))
  })
})

describe('the lists', () => {
  it('upcoming soonest first, past latest first; from/to bound the start; query finds words', async () => {
    const word = `квазар${Math.random().toString(36).slice(2, 6)}`
    const soon = await createEvent(api, { startsAt: inDays(2), endsAt: inDays(2, 1), title: `Скоро ${word}` })
    const later = await createEvent(api, {
      startsAt: inDays(5),
      endsAt: inDays(5, 1),
      title: `Позже ${word}`,
    })
    const page = EventPage.parse((await env.as()('GET', `${EVENTS}?query=${word}`)).json())
    expect(page.elements.map((e) => e.id)).toEqual([soon.id, later.id])
    const bounded = EventPage.parse(
      (await env.as()('GET', `${EVENTS}?query=${word}&from=${inDays(4)}&to=${inDays(6)}`)).json(),
    )
    expect(bounded.elements.map((e) => e.id)).toEqual([later.id])
    const past = EventPage.parse((await env.as()('GET', `${EVENTS}?when=past&query=${word}`)).json())
    expect(past.count).toBe(0)
  })

  it("answers the reader's own with `attending`, and a visitor none", async () => {
    const event = await createEvent(api)
    await otherApi('POST', eventUrl(event.id, '/attendance'))
    const mine = EventPage.parse((await otherApi('GET', `${EVENTS}?attending=true&pageSize=100`)).json())
    expect(mine.elements.map((e) => [e.id, e.myStatus])).toContainEqual([event.id, 1])
    expect(mine.elements.every((e) => e.myStatus !== null)).toBe(true)
    const visitor = await env.as()('GET', `${EVENTS}?attending=true`)
    expect(visitor.statusCode).toBe(200)
    expect(EventPage.parse(visitor.json()).count).toBe(0)
  })
})
