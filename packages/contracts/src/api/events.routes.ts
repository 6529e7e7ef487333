import {
  CalendarFeed,
  CalendarFeedParams,
  Event,
  EventAttendance,
  EventAttendeePage,
  EventAttendeesQuery,
  EventCreate,
  EventIdParams,
  EventListQuery,
  EventPage,
  EventUpdate,
} from '../events'
import { errors, route } from './route'

const tags = ['events']
const BASE = '/api/core/events'
const refusals = errors(400, 401, 403, 404, 409)

/**
 * Issue 18: events. Everyone reads them (an event of a hidden group only its members); iCalendar
 * files are answered as `text/calendar` (RFC 5545), the personal feed by its secret address.
 */
export const eventsRoutes = {
  list: route({
    method: 'GET',
    path: BASE,
    tags,
    public: true,
    query: EventListQuery,
    responses: { 200: EventPage, ...refusals },
  }),
  create: route({
    method: 'POST',
    path: BASE,
    tags,
    body: EventCreate,
    responses: { 201: Event, ...refusals },
  }),
  /** The address of the reader's personal calendar feed (made on first ask). */
  calendarFeed: route({
    method: 'GET',
    path: `${BASE}/calendar-feed`,
    tags,
    responses: { 200: CalendarFeed, ...refusals },
  }),
  /** A new address for the feed; the old one stops working. */
  renewCalendarFeed: route({
    method: 'POST',
    path: `${BASE}/calendar-feed`,
    tags,
    responses: { 200: CalendarFeed, ...refusals },
  }),
  /** The feed itself, for calendar apps: the events its owner attends, as iCalendar. */
  calendar: route({
    method: 'GET',
    path: `${BASE}/calendar/:token`,
    tags,
    public: true,
    params: CalendarFeedParams,
    responses: { 200: null, ...refusals },
  }),
  get: route({
    method: 'GET',
    path: `${BASE}/:id`,
    tags,
    public: true,
    params: EventIdParams,
    responses: { 200: Event, ...refusals },
  }),
  update: route({
    method: 'PATCH',
    path: `${BASE}/:id`,
    tags,
    params: EventIdParams,
    body: EventUpdate,
    responses: { 200: Event, ...refusals },
  }),
  /** Cancels the event: it stays listed, marked cancelled, and those attending are told. */
  cancel: route({
    method: 'DELETE',
    path: `${BASE}/:id`,
    tags,
    params: EventIdParams,
    responses: { 204: null, ...refusals },
  }),
  /** Attends, or joins the waiting list at capacity (409 once registration closed). */
  attend: route({
    method: 'POST',
    path: `${BASE}/:id/attendance`,
    tags,
    params: EventIdParams,
    responses: { 200: EventAttendance, ...refusals },
  }),
  /** No longer attends (or waits); the first one waiting moves up. */
  unattend: route({
    method: 'DELETE',
    path: `${BASE}/:id/attendance`,
    tags,
    params: EventIdParams,
    responses: { 200: EventAttendance, ...refusals },
  }),
  attendees: route({
    method: 'GET',
    path: `${BASE}/:id/attendees`,
    tags,
    public: true,
    params: EventIdParams,
    query: EventAttendeesQuery,
    responses: { 200: EventAttendeePage, ...refusals },
  }),
  /** The event as an iCalendar file (`text/calendar`, a download). */
  ics: route({
    method: 'GET',
    path: `${BASE}/:id/ics`,
    tags,
    public: true,
    params: EventIdParams,
    responses: { 200: null, ...refusals },
  }),
} as const
