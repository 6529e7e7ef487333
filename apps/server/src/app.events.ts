import type { FastifyInstance } from 'fastify'
import type { Platform } from './app.platform'
import type { Posts } from './app.posts'
import type { Profiles } from './app.profiles'
import type { CatalogService } from './modules/catalog/catalog.service'
import { LinkedGroupChats } from './modules/chat/dialogs.linked'
import { AttendanceService } from './modules/events/events.attendance'
import { EventsCalendar } from './modules/events/events.calendar'
import { deleteHiddenGroupEvents } from './modules/events/events.group-deleted'
import { dropOutsiders } from './modules/events/events.outsiders'
import { EventReminders } from './modules/events/events.reminder'
import { eventsRoutes } from './modules/events/events.routes'
import { EventsService } from './modules/events/events.service'
import type { GroupOutsiders } from './modules/groups/groups.outsiders'
import { moveEventAnnouncement } from './modules/posts/posts.queries'

declare module 'fastify' {
  interface FastifyInstance {
    /** The day-before reminders, for the tests to run at a chosen moment instead of waiting. */
    eventReminders: EventReminders
  }
}

/**
 * Events (issue 18): their pages and lists, attendance with a waiting list, their chat (a group
 * dialog kept by attendance), announcement posts, iCalendar files and feeds, and the day-before
 * reminder, a periodic job.
 */
export async function registerEvents(
  app: FastifyInstance,
  { config, db, realtime, jobs, limits }: Platform,
  { summaries }: Profiles,
  { posts, notifications }: Posts,
  catalog: CatalogService,
  groupOutsiders: GroupOutsiders,
): Promise<void> {
  const events = new EventsService({
    db,
    chats: new LinkedGroupChats(db, realtime),
    summaries,
    notifications,
    catalog: catalog.refs,
    announce: async (announcement) => void (await posts.announceEvent(announcement)),
    moveAnnouncement: moveEventAnnouncement,
    log: app.log,
  })
  posts.readEventsWith((ids) => events.postEvents(ids))
  // Someone outside a hidden group attends none of its events.
  groupOutsiders.register((tx, groupId, userId) => dropOutsiders(tx, events, { groupId, userId }))
  // A deleted hidden group's events go with it rather than becoming everyone's.
  groupOutsiders.registerDeleted((tx, groupId, actorId) =>
    deleteHiddenGroupEvents(tx, events, groupId, actorId),
  )
  const attendance = new AttendanceService(events.deps, events)
  const calendar = new EventsCalendar(db, events, config.PUBLIC_URL)
  await app.register(eventsRoutes({ events, attendance, calendar, limits }))
  const reminders = new EventReminders({ db, jobs, events, log: app.log })
  app.decorate('eventReminders', reminders)
  app.addHook('onReady', () => reminders.schedule())
  app.addHook('preClose', async () => reminders.unschedule())
}
