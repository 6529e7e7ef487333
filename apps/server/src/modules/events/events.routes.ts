import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { mount } from '../../platform/mount'
import type { RateLimits } from '../../platform/rate-limit'
import type { AttendanceService } from './events.attendance'
import type { EventsCalendar } from './events.calendar'
import type { EventsRateRule } from './events.rate-rules'
import type { EventsService } from './events.service'

const CALENDAR_TYPE = 'text/calendar; charset=utf-8'

export interface EventsRoutesDeps {
  events: EventsService
  attendance: AttendanceService
  calendar: EventsCalendar
  limits: Pick<RateLimits<EventsRateRule>, 'consume'>
}

/** Issue 18: events, their attendance, and their iCalendar forms. */
export const eventsRoutes =
  ({ events, attendance, calendar, limits }: EventsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const route = API.events
    mount(app, route.list, async (req) => events.list(req.user, req.query))
    mount(app, route.create, async (req, reply) =>
      reply.code(201).send(await events.create(currentUser(req), req.body)),
    )
    mount(app, route.calendarFeed, async (req) => calendar.feed(currentUser(req)))
    mount(app, route.renewCalendarFeed, async (req) => calendar.renew(currentUser(req)))
    mount(
      app,
      route.calendar,
      async (req, reply) =>
        reply
          .header('content-type', CALENDAR_TYPE)
          .header('cache-control', 'private, max-age=300')
          .send(await calendar.calendar(req.params.token)),
      { preHandler: async (req) => limits.consume('calendarFeedIp', req.ip) },
    )
    mount(app, route.get, async (req) => events.get(req.user, req.params.id))
    mount(app, route.update, async (req) => events.update(currentUser(req), req.params.id, req.body))
    mount(app, route.cancel, async (req, reply) => {
      await events.cancel(currentUser(req), req.params.id)
      return reply.code(204).send(null)
    })
    mount(app, route.attend, async (req) => attendance.attend(currentUser(req), req.params.id))
    mount(app, route.unattend, async (req) => attendance.unattend(currentUser(req), req.params.id))
    mount(app, route.attendees, async (req) => attendance.attendees(req.user, req.params.id, req.query))
    mount(app, route.ics, async (req, reply) =>
      reply
        .header('content-type', CALENDAR_TYPE)
        .header('content-disposition', `attachment; filename="event-${req.params.id}.ics"`)
        .send(await calendar.ics(req.user, req.params.id)),
    )
  }
