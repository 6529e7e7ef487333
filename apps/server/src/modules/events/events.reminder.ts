import { AttendanceStatus, NotificationKind } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { JobQueue } from '../../platform/jobs/job-queue'
import { PeriodicJob } from '../../platform/jobs/periodic-job'
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
/** How often each process sends the job (the processes' sends within one slot make one run). */
export const REMIND_EVERY_MS = 10 * 60 * 1000

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
  private readonly job: PeriodicJob<typeof REMIND>

  constructor(private readonly deps: EventRemindersDeps) {
    const now = deps.now ?? (() => new Date())
    this.job = new PeriodicJob({
      jobs: deps.jobs,
      log: deps.log,
      now,
      name: REMIND,
      everyMs: REMIND_EVERY_MS,
      run: () => this.remindDue(now()),
    })
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
  schedule(): Promise<void> {
    return this.job.schedule()
  }

  unschedule(): void {
    this.job.unschedule()
  }
}
