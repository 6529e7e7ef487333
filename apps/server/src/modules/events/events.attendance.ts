import {
  AttendanceStatus,
  type EventAttendance,
  type EventAttendeePage,
  type EventAttendeesQuery,
  GeneralErrorCode,
  NotificationKind,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { RequestUser } from '../../platform/auth-guard'
import { AppError, NotFoundError } from '../../platform/errors'
import { presentAuthor } from '../posts/posts.present'
import { registration, statusOnAttend } from './events.policy'
import { presentAttendance } from './events.present'
import {
  type EventRow,
  findAttendance,
  findAttendeePage,
  insertAttendee,
  lockEvent,
  recount,
  waitingPosition,
} from './events.queries'
import type { EventsDeps, EventsService } from './events.service'

type AttendeesQuery = z.output<typeof EventAttendeesQuery>

const { Going, Waiting } = AttendanceStatus

/**
 * Attending an event: a place while there is one, else the waiting list, in order; leaving frees
 * the place for the first one waiting. Each change holds the event's row lock, so the counters and
 * the order stay right however many people attend at once.
 */
export class AttendanceService {
  constructor(
    private readonly deps: EventsDeps,
    private readonly events: EventsService,
  ) {}

  /** `POST /events/{id}/attendance`: 409 once registration is closed; attending again changes nothing. */
  async attend(viewer: RequestUser, eventId: number): Promise<EventAttendance> {
    await this.events.visible(viewer.id, eventId)
    const { row, announce } = await this.deps.db.transaction(async (tx) => {
      const locked = await lockEvent(tx, eventId)
      if (!locked) throw new NotFoundError('events.notFound')
      if (await findAttendance(tx, eventId, viewer.id)) return { row: locked, announce: null }
      const state = registration(locked, this.events.now())
      if (state !== 'open') throw new AppError(GeneralErrorCode.Conflict, { messageKey: `events.${state}` })
      const status = statusOnAttend(locked)
      await insertAttendee(tx, eventId, viewer.id, status)
      const row = await recount(tx, eventId, Going, Waiting)
      const joins = status === Going && row.dialogId !== null
      return {
        row,
        announce: joins ? await this.deps.chats.join(tx, row.dialogId as number, viewer.id, false) : null,
      }
    })
    await announce?.()
    return this.attendanceOf(row, viewer.id)
  }

  /** `DELETE /events/{id}/attendance`: leaves the event or its waiting list; the first waiting moves up. */
  async unattend(viewer: RequestUser, eventId: number): Promise<EventAttendance> {
    await this.events.visible(viewer.id, eventId)
    const { row, promoted, announces } = await this.deps.db.transaction(async (tx) => {
      const locked = await lockEvent(tx, eventId)
      if (!locked) throw new NotFoundError('events.notFound')
      if (!(await findAttendance(tx, eventId, viewer.id))) return { row: locked, promoted: [], announces: [] }
      const { promoted, announces } = await this.events.release(tx, locked, [viewer.id])
      const row = (await lockEvent(tx, eventId)) ?? locked
      return { row, promoted, announces }
    })
    for (const announce of announces) await announce()
    this.events.tell(promoted, NotificationKind.EventPromoted, row)
    return this.attendanceOf(row, viewer.id)
  }

  /** `GET /events/{id}/attendees`: those going, or those waiting, in order. */
  async attendees(
    viewer: RequestUser | null,
    eventId: number,
    query: AttendeesQuery,
  ): Promise<EventAttendeePage> {
    await this.events.visible(viewer?.id ?? null, eventId)
    const offset = (query.page - 1) * query.pageSize
    const { rows, count } = await findAttendeePage(this.deps.db, eventId, query.status, {
      limit: query.pageSize,
      offset,
    })
    const summaries = await this.deps.summaries(rows.map((row) => row.userId))
    return {
      count,
      elements: rows.map((row) => ({
        userId: row.userId,
        user: presentAuthor(row.userId, summaries.get(row.userId)),
        status: row.status === Waiting ? Waiting : Going,
        createdAt: row.createdAt.toISOString(),
      })),
      hasMore: offset + rows.length < count,
    }
  }

  private async attendanceOf(row: EventRow, userId: number): Promise<EventAttendance> {
    const mine = await findAttendance(this.deps.db, row.id, userId)
    const status = mine?.status ?? null
    const position = status === Waiting ? await waitingPosition(this.deps.db, row.id, userId, Waiting) : null
    return presentAttendance(row, status, position)
  }
}
