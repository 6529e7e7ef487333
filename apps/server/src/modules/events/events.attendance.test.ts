import { AttendanceStatus, EventAttendance, EventAttendeePage, NotificationKind } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'
import { holds, person } from '../notifications/notifications.fixtures'
import { createEvent, eventUrl, inDays } from './events.fixtures'

const env = useTestServer({ listen: true })
const { Going, Waiting } = AttendanceStatus

const attend = async (api: ReturnType<typeof env.as>, id: number, method: 'POST' | 'DELETE' = 'POST') => {
  const res = await api(method, eventUrl(id, '/attendance'))
  expect(res.statusCode, res.body).toBe(200)
  return EventAttendance.parse(res.json())
}

describe('attending', () => {
  it('gives places up to the capacity, then a waiting list in order; leaving moves the first one up', async () => {
    const [organiser, a, b, c] = await Promise.all([
      env.newUser(),
      person(env, 'Анна'),
      person(env, 'Борис'),
      person(env, 'Вера'),
    ])
    const event = await createEvent(env.as(organiser), { capacity: 1 })
    expect(await attend(a.api, event.id)).toEqual({
      status: Going,
      position: null,
      attendeeCount: 1,
      waitingCount: 0,
    })
    expect(await attend(b.api, event.id)).toEqual({
      status: Waiting,
      position: 1,
      attendeeCount: 1,
      waitingCount: 1,
    })
    expect(await attend(c.api, event.id)).toEqual({
      status: Waiting,
      position: 2,
      attendeeCount: 1,
      waitingCount: 2,
    })
    // Attending again changes nothing.
    expect(await attend(c.api, event.id)).toMatchObject({ status: Waiting, position: 2 })
    expect(await attend(a.api, event.id, 'DELETE')).toEqual({
      status: null,
      position: null,
      attendeeCount: 1,
      waitingCount: 1,
    })
    const [moved] = await holds(b.inbox, 1)
    expect(moved).toMatchObject({ kind: NotificationKind.EventPromoted, eventId: event.id })
    const page = EventAttendeePage.parse((await env.as()('GET', eventUrl(event.id, '/attendees'))).json())
    expect(page.elements.map((x) => x.userId)).toEqual([b.user.id])
    const waiting = EventAttendeePage.parse(
      (await env.as()('GET', eventUrl(event.id, `/attendees?status=${Waiting}`))).json(),
    )
    expect(waiting.elements.map((x) => x.userId)).toEqual([c.user.id])
    const cNow = EventAttendance.parse((await c.api('POST', eventUrl(event.id, '/attendance'))).json())
    expect(cNow).toMatchObject({ status: Waiting, position: 1 })
    await env.caughtUp(c.socket, c.user)
    expect(c.inbox).toEqual([])
  })

  it('keeps the counters right when many attend at once', async () => {
    const organiser = await env.newUser()
    const event = await createEvent(env.as(organiser), { capacity: 2 })
    const people = await Promise.all(Array.from({ length: 6 }, () => env.newUser()))
    const answers = await Promise.all(people.map((user) => attend(env.as(user), event.id)))
    expect(answers.filter((x) => x.status === Going)).toHaveLength(2)
    expect(
      answers
        .filter((x) => x.status === Waiting)
        .map((x) => x.position)
        .sort(),
    ).toEqual([1, 2, 3, 4])
    const after = EventAttendance.parse(
      (await env.as(organiser)('GET', eventUrl(event.id))).json().attendance,
    )
    expect(after).toMatchObject({ attendeeCount: 2, waitingCount: 4 })
    // Two leave at once: the first two waiting move up, no more.
    const going = people.filter((_, i) => answers[i]?.status === Going)
    await Promise.all(going.map((user) => attend(env.as(user), event.id, 'DELETE')))
    const page = EventAttendeePage.parse((await env.as()('GET', eventUrl(event.id, '/attendees'))).json())
    expect(page.count).toBe(2)
    const total = EventAttendance.parse(
      (await env.as(organiser)('GET', eventUrl(event.id))).json().attendance,
    )
    expect(total).toMatchObject({ attendeeCount: 2, waitingCount: 2 })
  })

  it('refuses after the registration deadline (409), and after the end', async () => {
    const organiser = await env.newUser()
    const api = env.as(organiser)
    const closed = await createEvent(api, {
      startsAt: inDays(-2),
      endsAt: inDays(3),
      registrationDeadline: inDays(-1),
    })
    const res = await env.as(await env.newUser())('POST', eventUrl(closed.id, '/attendance'))
    expect(res.statusCode).toBe(409)
    const over = await createEvent(api, { startsAt: inDays(-3), endsAt: inDays(-2) })
    expect((await env.as(organiser)('POST', eventUrl(over.id, '/attendance'))).statusCode).toBe(409)
  })
})
