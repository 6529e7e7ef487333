import { CalendarFeed, NotificationKind } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'
import { person } from '../notifications/notifications.fixtures'
import { createEvent, EVENTS, eventUrl, inDays, parseCalendar } from './events.fixtures'

const env = useTestServer({ listen: true })

describe("an event's iCalendar file", () => {
  it('is a text/calendar download whose one VEVENT has its summary, start, end and zone', async () => {
    const organiser = await env.newUser()
    const event = await createEvent(env.as(organiser), {
      startsAt: '2030-03-15T07:00:00.000Z',
      endsAt: '2030-03-15T09:30:00.000Z',
      timeZone: 'Asia/Novosibirsk',
    })
    const res = await env.as()('GET', eventUrl(event.id, '/ics'))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${event.id}.ics"`)
    const [vevent, ...more] = parseCalendar(res.body)
    expect(more).toEqual([])
    expect(vevent?.summary).toBe(event.title)
    expect(vevent?.location).toBe('Аудитория 101')
    expect(vevent?.startDate.zone?.tzid).toBe('Asia/Novosibirsk')
    expect(vevent?.startDate.toString()).toBe('2030-03-15T14:00:00')
    expect(vevent?.startDate.toJSDate().toISOString()).toBe(event.startsAt)
    expect(vevent?.endDate.toJSDate().toISOString()).toBe(event.endsAt)
    expect(vevent?.uid).toBe(`event-${event.id}@nauka.test`)
    expect(vevent?.component.getFirstPropertyValue('url')).toBe(`http://nauka.test/events/${event.id}`)
  })

  it('says CANCELLED once the event is cancelled, under the same UID', async () => {
    const api = env.as(await env.newUser())
    const event = await createEvent(api)
    const before = parseCalendar((await api('GET', eventUrl(event.id, '/ics'))).body)[0]
    await api('DELETE', eventUrl(event.id))
    const after = parseCalendar((await api('GET', eventUrl(event.id, '/ics'))).body)[0]
    expect(after?.uid).toBe(before?.uid)
    expect(after?.component.getFirstPropertyValue('status')).toBe('CANCELLED')
  })
})

describe('the personal calendar feed', () => {
  it('shows its address once, serves the events attended, and a renewed address replaces the old', async () => {
    const user = await env.newUser()
    const api = env.as(user)
    const organiserApi = env.as(await env.newUser())
    const [going, notAttended] = [await createEvent(organiserApi), await createEvent(organiserApi)]
    await api('POST', eventUrl(going.id, '/attendance'))
    const first = CalendarFeed.parse((await api('GET', `${EVENTS}/calendar-feed`)).json())
    expect(first.url).toMatch(/^http:\/\/nauka\.test\/api\/core\/events\/calendar\/[A-Za-z0-9_-]{40,}$/)
    expect(CalendarFeed.parse((await api('GET', `${EVENTS}/calendar-feed`)).json()).url).toBeNull()
    const path = (url: string | null) => new URL(url ?? '').pathname
    const feed = await env.as()('GET', path(first.url))
    expect(feed.statusCode).toBe(200)
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(parseCalendar(feed.body).map((e) => e.summary)).toEqual([going.title])
    expect(notAttended.title).not.toBe(going.title)
    const renewed = CalendarFeed.parse((await api('POST', `${EVENTS}/calendar-feed`)).json())
    expect(renewed.url).not.toBe(first.url)
    expect((await env.as()('GET', path(first.url))).statusCode).toBe(404)
    expect((await env.as()('GET', path(renewed.url))).statusCode).toBe(200)
  })
})

describe('the reminder a day before', () => {
  it('tells those going once, not those waiting, when the job runs within a day of the start', async () => {
    const organiser = await env.newUser()
    const [going, waiting] = await Promise.all([person(env, 'Глеб'), person(env, 'Дина')])
    const event = await createEvent(env.as(organiser), {
      startsAt: inDays(2),
      endsAt: inDays(2, 2),
      capacity: 1,
    })
    await going.api('POST', eventUrl(event.id, '/attendance'))
    await waiting.api('POST', eventUrl(event.id, '/attendance'))
    const reminders = env.t.app.eventReminders
    // Three days before: not yet.
    expect(await reminders.remindDue(new Date(Date.parse(event.startsAt) - 3 * 86_400_000))).not.toContain(
      event.id,
    )
    const dayBefore = new Date(Date.parse(event.startsAt) - 23 * 3_600_000)
    expect(await reminders.remindDue(dayBefore)).toContain(event.id)
    expect(await reminders.remindDue(new Date(dayBefore.getTime() + 60_000))).not.toContain(event.id)
    await env.caughtUp(going.socket, going.user)
    await env.caughtUp(waiting.socket, waiting.user)
    expect(going.inbox).toEqual([
      expect.objectContaining({
        kind: NotificationKind.EventReminder,
        eventId: event.id,
        startsAt: event.startsAt,
      }),
    ])
    expect(waiting.inbox).toEqual([])
  })
})
