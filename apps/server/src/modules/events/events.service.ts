import {
  AttendanceStatus,
  Dictionary,
  EVENT_LIMITS,
  type Event,
  type EventCreate,
  type EventListQuery,
  type EventNotification,
  type EventPage,
  type EventUpdate,
  eventPath,
  GeneralErrorCode,
  GroupMemberStatus,
  GroupVisibility,
  type Locale,
  localeOf,
  NotificationKind,
  type PostEvent,
  refId,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { RequestUser } from '../../platform/auth-guard'
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors'
import { validationIssues } from '../../platform/i18n/zod-issues'
import type { CatalogRefs } from '../catalog/catalog.refs'
import type { Announce, LinkedGroupChats } from '../chat/dialogs.linked'
import type { UserSummary } from '../follow/follow.present'
import type { NotificationsService } from '../notifications/notifications.service'
import type { EventAnnouncement } from '../posts/posts.placements'
import { changesOf } from './events.changes'
import { type EventGroupRow, findGroupRole, findGroups } from './events.groups.queries'
import { dropOutsiders } from './events.outsiders'
import {
  capacityOf,
  mayEdit,
  mayOrganiseFor,
  mayView,
  placesToFill,
  registration,
  updatedWhole,
  wholeIssues,
} from './events.policy'
import { presentAttendance, presentCard, presentEvent, presentPostEvent } from './events.present'
import {
  deleteAttendee,
  type EventRow,
  findAttendance,
  findAttendeeIds,
  findEvent,
  findEventPage,
  findEvents,
  findFirstWaiting,
  findStatuses,
  insertEvent,
  lockEvent,
  recount,
  setStatus,
  updateEvent,
  waitingPosition,
} from './events.queries'

export interface EventsDeps {
  db: Db
  /** The chat module's group dialogs whose members another module keeps. */
  chats: Pick<LinkedGroupChats, 'create' | 'join' | 'leave' | 'remove'>
  summaries: (ids: number[]) => Promise<Map<number, UserSummary>>
  notifications: Pick<NotificationsService, 'eventNotice'>
  /** The catalogue: a science area must be one of its (40:n). */
  catalog: Pick<CatalogRefs, 'require'>
  /** The posts module: posts the announcement (once per event). */
  announce: (announcement: EventAnnouncement) => Promise<void>
  /** The posts module: the announcement follows its event into a group's channel, or out of one. */
  moveAnnouncement: (tx: Db, eventId: number, groupId: number | null) => Promise<void>
  log: { warn(obj: object, msg: string): void }
  now?: () => Date
}

type Create = z.output<typeof EventCreate>
type Update = z.output<typeof EventUpdate>
type ListQuery = z.output<typeof EventListQuery>

/** An event the reader may see, with its group and the reader's role there. */
export interface Visible {
  row: EventRow
  group: EventGroupRow | undefined
  role: number | null
}

const { Going, Waiting } = AttendanceStatus
const ANNOUNCEMENT_TEXT_MAX = 1000

const conflict = (messageKey: string, params?: Record<string, number>) =>
  new AppError(GeneralErrorCode.Conflict, { messageKey, params })

/** Issue 18: events: creating, reading, editing and cancelling them, and their lists. */
export class EventsService {
  constructor(readonly deps: EventsDeps) {}

  now(): Date {
    return this.deps.now?.() ?? new Date()
  }

  /**
   * The event if the reader may see it (an event of a hidden group only its members), with its
   * group and the reader's role in it; else 404, as for one that does not exist.
   */
  async visible(viewerId: number | null, eventId: number): Promise<Visible> {
    const row = await findEvent(this.deps.db, eventId)
    if (!row) throw new NotFoundError('events.notFound')
    if (row.groupId === null) return { row, group: undefined, role: null }
    const group = (await findGroups(this.deps.db, [row.groupId])).get(row.groupId)
    const role =
      viewerId === null
        ? null
        : await findGroupRole(this.deps.db, row.groupId, viewerId, GroupMemberStatus.Member)
    if (!mayView(group, role !== null)) throw new NotFoundError('events.notFound')
    return { row, group, role }
  }

  /** `POST /events`: the user organises it; a group only by its owner or moderators. */
  async create(viewer: RequestUser, body: Create): Promise<Event> {
    if (body.groupId !== null) await this.requireOrganisingGroup(viewer.id, body.groupId)
    await this.requireArea(body.scienceArea, localeOf(viewer.lang))
    const { db, chats } = this.deps
    const { row, announceChat } = await db.transaction(async (tx) => {
      const row = await insertEvent(tx, {
        organiserId: viewer.id,
        groupId: body.groupId,
        kind: body.kind,
        title: body.title,
        description: body.description,
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
        timeZone: body.timeZone,
        place: body.place || null,
        onlineUrl: body.onlineUrl,
        inPlatform: body.inPlatform,
        scienceArea: body.scienceArea === null ? null : refId(body.scienceArea, Dictionary.scienceArea),
        registrationDeadline: body.registrationDeadline ? new Date(body.registrationDeadline) : null,
        capacity: capacityOf(body),
      })
      if (!row.inPlatform) return { row, announceChat: async () => {} }
      const chat = await chats.create(tx, viewer.id, row.title, null)
      await updateEvent(tx, row.id, { dialogId: chat.dialogId })
      return { row: { ...row, dialogId: chat.dialogId }, announceChat: chat.announce }
    })
    await announceChat()
    await this.announce(row)
    return this.present(viewer.id, { row, ...(await this.groupOf(viewer.id, row)) })
  }

  /** `GET /events/{id}`. */
  async get(viewer: RequestUser | null, eventId: number): Promise<Event> {
    const visible = await this.visible(viewer?.id ?? null, eventId)
    return this.present(viewer?.id ?? null, visible)
  }

  /**
   * `PATCH /events/{id}` by its organiser or a moderator of its group: the result is checked as a
   * whole; capacity never below those attending (409); places it frees go to those waiting.
   */
  async update(viewer: RequestUser, eventId: number, body: Update): Promise<Event> {
    const { row, role } = await this.visible(viewer.id, eventId)
    if (!mayEdit(viewer.id, row, role)) throw new ForbiddenError('events.notEditor')
    if (body.groupId != null && body.groupId !== row.groupId)
      await this.requireOrganisingGroup(viewer.id, body.groupId)
    await this.requireArea(body.scienceArea, localeOf(viewer.lang))
    const issues = wholeIssues(updatedWhole(row, body))
    if (issues.length > 0) throw new ValidationError(validationIssues(localeOf(viewer.lang), issues, 'event'))
    const { db, chats } = this.deps
    const { promoted, announces } = await db.transaction(async (tx) => {
      const locked = await lockEvent(tx, eventId)
      if (!locked) throw new NotFoundError('events.notFound')
      const capacity = capacityOf({
        inPlatform: body.inPlatform ?? locked.inPlatform,
        capacity: body.capacity === undefined ? locked.capacity : body.capacity,
      })
      if (capacity !== null && capacity < locked.attendeeCount)
        throw body.capacity == null
          ? conflict('events.inPlatformTooMany', {
              count: locked.attendeeCount,
              max: EVENT_LIMITS.inPlatformCapacityMax,
            })
          : conflict('events.capacityBelowAttending', { count: locked.attendeeCount })
      await updateEvent(tx, eventId, { ...changesOf(locked, body, this.now()), capacity })
      const announces: Announce[] = []
      if (body.groupId !== undefined && body.groupId !== locked.groupId) {
        // Its announcement and its people follow it: a hidden group's event is its members' only.
        await this.deps.moveAnnouncement(tx, eventId, body.groupId)
        announces.push(await dropOutsiders(tx, this, { eventId }))
      }
      let dialogId = locked.dialogId
      if (body.inPlatform && dialogId === null) {
        // Online in the platform from now on: its chat, with those already attending.
        const chat = await chats.create(tx, locked.organiserId, body.title ?? locked.title, null)
        dialogId = chat.dialogId
        await updateEvent(tx, eventId, { dialogId })
        announces.push(chat.announce)
        for (const userId of await findAttendeeIds(tx, eventId, [Going]))
          if (userId !== locked.organiserId) announces.push(await chats.join(tx, dialogId, userId, false))
      }
      const promoted = await this.fillPlaces(tx, eventId)
      if (dialogId !== null)
        for (const userId of promoted) announces.push(await chats.join(tx, dialogId, userId, false))
      return { promoted, announces }
    })
    for (const announce of announces) await announce()
    const visible = await this.visible(viewer.id, eventId)
    this.tell(promoted, NotificationKind.EventPromoted, visible.row)
    return this.present(viewer.id, visible)
  }

  /** `DELETE /events/{id}`: cancelled, it stays listed; those attending or waiting are told. */
  async cancel(viewer: RequestUser, eventId: number): Promise<void> {
    const { row, role } = await this.visible(viewer.id, eventId)
    if (!mayEdit(viewer.id, row, role)) throw new ForbiddenError('events.notEditor')
    if (row.cancelledAt) return
    const now = this.now()
    await updateEvent(this.deps.db, eventId, { cancelledAt: now, updatedAt: now })
    this.tell(
      await this.toTellCancelled(this.deps.db, eventId, viewer.id),
      NotificationKind.EventCancelled,
      row,
    )
  }

  /** Whom to tell the event is cancelled: those attending or waiting, but the one cancelling it. */
  async toTellCancelled(db: Db, eventId: number, actorId: number): Promise<number[]> {
    const told = await findAttendeeIds(db, eventId, [Going, Waiting])
    return told.filter((id) => id !== actorId)
  }

  /** `GET /events`: upcoming (soonest first) or past (latest first), filtered; hidden groups' for members. */
  async list(viewer: RequestUser | null, query: ListQuery): Promise<EventPage> {
    const viewerId = viewer?.id ?? null
    // A visitor attends nothing.
    if (query.attending && viewerId === null) return { count: 0, elements: [], hasMore: false }
    const { ids, count } = await findEventPage(
      this.deps.db,
      {
        viewerId,
        upcoming: query.when === 'upcoming',
        now: this.now(),
        from: query.from,
        to: query.to,
        query: query.query || undefined,
        kind: query.kind,
        area: query.area === undefined ? undefined : (refId(query.area, Dictionary.scienceArea) ?? 0),
        groupId: query.group,
        attendingStatuses: query.attending ? [Going, Waiting] : undefined,
        visibleGroup: GroupVisibility.Visible,
        memberStatus: GroupMemberStatus.Member,
      },
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    )
    const rows = await findEvents(this.deps.db, ids)
    const byId = new Map(rows.map((row) => [row.id, row]))
    const groupIds = [...new Set(rows.flatMap((row) => row.groupId ?? []))]
    const [groups, statuses] = await Promise.all([
      findGroups(this.deps.db, groupIds),
      viewerId === null ? new Map<number, number>() : findStatuses(this.deps.db, viewerId, ids),
    ])
    const elements = ids.flatMap((id) => {
      const row = byId.get(id)
      if (!row) return []
      return [
        presentCard(
          row,
          row.groupId === null ? undefined : groups.get(row.groupId),
          statuses.get(id) ?? null,
        ),
      ]
    })
    return { count, elements, hasMore: (query.page - 1) * query.pageSize + elements.length < count }
  }

  /**
   * Moves up, in order, as many of those waiting as places are free (under the event's lock, in
   * the caller's transaction); answers who moved up.
   */
  async fillPlaces(tx: Db, eventId: number): Promise<number[]> {
    const counted = await recount(tx, eventId, Going, Waiting)
    const state = registration(counted, this.now())
    if (state === 'cancelled' || state === 'ended') return []
    const places = placesToFill(counted)
    if (places === 0) return []
    const promoted = await findFirstWaiting(tx, eventId, Waiting, places)
    await setStatus(tx, eventId, promoted, Going)
    await recount(tx, eventId, Going, Waiting)
    return promoted
  }

  /**
   * Takes people off the event, under its lock in the caller's transaction: their attendance goes,
   * and their place in its chat (the organiser keeps the chat they run unless `organiserToo`);
   * those waiting move up into the places freed. Answers who moved up and what to announce.
   */
  async release(
    tx: Db,
    locked: EventRow,
    userIds: number[],
    organiserToo = false,
  ): Promise<{ promoted: number[]; announces: Announce[] }> {
    const { chats } = this.deps
    const announces: Announce[] = []
    for (const userId of userIds) {
      const was = await deleteAttendee(tx, locked.id, userId)
      const inChat = userId === locked.organiserId ? organiserToo : was === Going
      if (inChat && locked.dialogId !== null)
        announces.push(await chats.leave(tx, locked.dialogId, userId, userId))
    }
    const promoted = await this.fillPlaces(tx, locked.id)
    if (locked.dialogId !== null)
      for (const userId of promoted) announces.push(await chats.join(tx, locked.dialogId, userId, false))
    return { promoted, announces }
  }

  /** What posts announcing the events show of them (the posts module's Post.event). */
  async postEvents(eventIds: number[]): Promise<Map<number, PostEvent>> {
    const rows = await findEvents(this.deps.db, eventIds)
    return new Map(rows.map((row) => [row.id, presentPostEvent(row)]))
  }

  /** Tells people of the event (a failure is only logged: the change itself is made). */
  tell(userIds: number[], kind: EventNotification['kind'], row: EventRow): void {
    this.deps.notifications.eventNotice(userIds, {
      kind,
      eventId: row.id,
      title: row.title,
      startsAt: row.startsAt.toISOString(),
      timeZone: row.timeZone,
      link: eventPath(row.id),
    })
  }

  /** The event's page for the reader. */
  async present(viewerId: number | null, { row, group, role }: Visible): Promise<Event> {
    const { db } = this.deps
    const [mine, summaries] = await Promise.all([
      viewerId === null ? null : findAttendance(db, row.id, viewerId),
      this.deps.summaries([row.organiserId]),
    ])
    const status = mine?.status ?? null
    const position =
      status === Waiting && viewerId !== null ? await waitingPosition(db, row.id, viewerId, Waiting) : null
    return presentEvent(row, {
      group,
      organiser: summaries.get(row.organiserId),
      attendance: presentAttendance(row, status, position),
      canEdit: mayEdit(viewerId, row, role),
      showsChat: viewerId !== null && (viewerId === row.organiserId || status === Going),
      registrationOpen: registration(row, this.now()) === 'open',
    })
  }

  private async groupOf(viewerId: number, row: EventRow): Promise<Omit<Visible, 'row'>> {
    if (row.groupId === null) return { group: undefined, role: null }
    const group = (await findGroups(this.deps.db, [row.groupId])).get(row.groupId)
    return { group, role: await findGroupRole(this.deps.db, row.groupId, viewerId, GroupMemberStatus.Member) }
  }

  /** A group the user may name as an event's organiser: one they see (404) and run (403). */
  private async requireOrganisingGroup(userId: number, groupId: number): Promise<void> {
    const group = (await findGroups(this.deps.db, [groupId])).get(groupId)
    const role = await findGroupRole(this.deps.db, groupId, userId, GroupMemberStatus.Member)
    if (!group || !mayView(group, role !== null)) throw new NotFoundError('events.groupNotFound')
    if (!mayOrganiseFor(role)) throw new ForbiddenError('events.notGroupModerator')
  }

  private async requireArea(area: string | null | undefined, locale: Locale): Promise<void> {
    if (area) await this.deps.catalog.require([{ field: 'scienceArea', ref: area }], locale)
  }

  private async announce(row: EventRow): Promise<void> {
    try {
      await this.deps.announce({
        organiserId: row.organiserId,
        eventId: row.id,
        title: row.title,
        text: row.description.slice(0, ANNOUNCEMENT_TEXT_MAX),
        topics: row.scienceArea === null ? [] : [row.scienceArea],
        groupId: row.groupId,
      })
    } catch (err) {
      this.deps.log.warn({ err, eventId: row.id }, 'event announcement not posted')
    }
  }
}
