import {
  AttendanceStatus,
  ErrorBody,
  EVENT_LIMITS,
  Event,
  SectionMessage,
  VALIDATION_TEXTS,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { addAttendees, createEvent, EVENTS, eventBody, eventUrl } from './events.fixtures'

const env = useTestServer({ listen: true })
const MAX = EVENT_LIMITS.inPlatformCapacityMax
const online = { place: null, inPlatform: true }
let organiser: TestUser
let api: Client

beforeAll(async () => {
  organiser = await env.newUser()
  api = env.as(organiser)
})

const capacityMessage = (body: unknown) =>
  ErrorBody.parse(body).validationErrors?.find((issue) => issue.field === 'capacity')?.message
const limitText = VALIDATION_TEXTS.ru[SectionMessage.eventInPlatformCapacity]

describe("an event online in the platform holds no more than its chat's members", () => {
  it("takes the chat's limit as its capacity when none is given, so those beyond wait", async () => {
    const event = await createEvent(api, online)
    expect(event.capacity).toBe(MAX)
    await addAttendees(env.db, event.id, MAX)
    const late = await env.newUser()
    const res = await env.as(late)('POST', eventUrl(event.id, '/attendance'))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ status: AttendanceStatus.Waiting, position: 1 })
  })

  it('refuses a bigger capacity on creation (400, under the capacity field)', async () => {
    const res = await api('POST', EVENTS, eventBody({ ...online, capacity: MAX + 1 }))
    expect(res.statusCode).toBe(400)
    expect(capacityMessage(res.json())).toBe(limitText)
    expect((await api('POST', EVENTS, eventBody({ ...online, capacity: MAX }))).statusCode).toBe(201)
  })

  it('refuses a bigger capacity on a change, sent alone or with in-platform', async () => {
    const event = await createEvent(api, { ...online, capacity: 10 })
    const alone = await api('PATCH', eventUrl(event.id), { capacity: MAX + 1 })
    expect(alone.statusCode).toBe(400)
    expect(capacityMessage(alone.json())).toBe(limitText)
    const elsewhere = await createEvent(api)
    const both = await api('PATCH', eventUrl(elsewhere.id), { inPlatform: true, capacity: MAX + 1 })
    expect(both.statusCode).toBe(400)
  })

  it('takes the limit again when the capacity is cleared', async () => {
    const event = await createEvent(api, { ...online, capacity: 10 })
    const res = await api('PATCH', eventUrl(event.id), { capacity: null })
    expect(res.statusCode, res.body).toBe(200)
    expect(Event.parse(res.json()).capacity).toBe(MAX)
  })
})

describe('an event held elsewhere switched to online in the platform', () => {
  it('refuses it while its capacity is bigger than the limit (400)', async () => {
    const event = await createEvent(api, { capacity: MAX + 100 })
    const res = await api('PATCH', eventUrl(event.id), { inPlatform: true })
    expect(res.statusCode).toBe(400)
    expect(capacityMessage(res.json())).toBe(limitText)
    const kept = Event.parse((await api('GET', eventUrl(event.id))).json())
    expect(kept).toMatchObject({ inPlatform: false, dialogId: null, capacity: MAX + 100 })
  })

  it('gets the limit as its capacity when it had none', async () => {
    const event = await createEvent(api)
    const res = await api('PATCH', eventUrl(event.id), { inPlatform: true })
    expect(res.statusCode, res.body).toBe(200)
    expect(Event.parse(res.json())).toMatchObject({ inPlatform: true, capacity: MAX })
  })

  it('refuses it when more attend than the chat holds (409), and nothing changes', async () => {
    const event = await createEvent(api)
    await addAttendees(env.db, event.id, MAX + 1)
    const res = await api('PATCH', eventUrl(event.id), { inPlatform: true })
    expect(res.statusCode).toBe(409)
    expect(ErrorBody.parse(res.json()).error.message).toBe(
      translate('ru', 'events.inPlatformTooMany', { max: MAX, count: MAX + 1 }),
    )
    const kept = Event.parse((await api('GET', eventUrl(event.id))).json())
    expect(kept).toMatchObject({ inPlatform: false, dialogId: null, capacity: null })
  })
})
