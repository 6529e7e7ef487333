import { AttendanceStatus, NotificationKind } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { JobQueue } from '../../platform/jobs/job-queue'
import type { JobLog } from '../../platform/jobs/queue-worker'
import { claimReminders, findAttendeeIds } from './events.queries'
import type { EventsService } from './events.service'

const REMIND = 'events.remind'

declare module '../../platform/jobs/job-queue' {
  interface JobMap {
    [REMIND]: Record<string, never>
  }
}

/** A reminder goes a day before the start. */
export const REMIND_BEFORE_MS = 24 * 60 * 60 * 1000
/** How often each process sends the job (its key is the slot, so the processes' sends make one run). */
export const REMIND_EVERY_MS = 10 * 60 * 1000

/** The key of the slot `now` falls in: every process sends the same one within it. */
export const slotKey = (now: Date): string => String(Math.floor(now.getTime() / REMIND_EVERY_MS))

export interface EventRemindersDeps {
  db: Db
  jobs: Pick<JobQueue, 'define' | 'send'>
  events: Pick<EventsService, 'tell'>
  log: JobLog
  now?: () => Date
}

/**
 * The day-before reminder (issue 18): a periodic job on the durable queue (pg-boss's cron is off,
 * as for the upload cleanup) claims the events starting within a day that were not reminded, in one
 * statement that marks them, and tells each one's attendees (going; not those waiting). A claimed
 * event is never reminded twice, by this process or another.
 */
export class EventReminders {
  private timer: NodeJS.Timeout | undefined
  private readonly now: () => Date

  constructor(private readonly deps: EventRemindersDeps) {
    this.now = deps.now ?? (() => new Date())
    deps.jobs.define(REMIND, async () => void (await this.remindDue(this.now())), { oncePerKey: true })
  }

  /** Reminds of every event due at `now`; answers the events reminded. */
  async remindDue(now: Date): Promise<number[]> {
    const due = await claimReminders(this.deps.db, now, new Date(now.getTime() + REMIND_BEFORE_MS))
    for (const event of due) {
      const going = await findAttendeeIds(this.deps.db, event.id, [AttendanceStatus.Going])
      this.deps.events.tell(going, NotificationKind.EventReminder, event)
    }
    return due.map((event) => event.id)
  }

  /** Sends the job now and every slot until `unschedule`; the queue must be running. */
  async schedule(): Promise<void> {
    if (this.timer) return
    this.timer = setInterval(() => void this.send(), REMIND_EVERY_MS)
    this.timer.unref()
    await this.send()
  }

  unschedule(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }

  private async send(): Promise<void> {
    try {
      await this.deps.jobs.send(REMIND, {}, { singletonKey: slotKey(this.now()) })
    } catch (err) {
      this.deps.log.warn({ err }, 'event reminders not sent')
    }
  }
}
