import { callSessionRoom } from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { RealtimeHub } from '../../platform/realtime/hub'
import { findAllLiveSessions, touchSessions } from './calls.queries'
import type { CallsService } from './calls.service'

export interface SweepTiming {
  /** A session whose socket is gone this long has left. */
  graceMs: number
  /** How often every process looks for run-out ringing and gone sessions. */
  intervalMs: number
}

/**
 * Keeps calls from staying open forever, in every process (they act once: each change locks the
 * call): ringing that ran out (a precise timer here, the sweep after a restart or in another
 * process) and media sessions whose socket has been in no process for the grace time. The first
 * sweep runs at start-up, so nothing stays active after a restart.
 */
export class CallSweeper {
  private readonly timers = new Set<NodeJS.Timeout>()
  private interval: NodeJS.Timeout | null = null
  private stopped = false
  private running: Promise<void> = Promise.resolve()

  constructor(
    private readonly deps: {
      db: Db
      hub: Pick<RealtimeHub, 'roomsWithSockets'>
      calls: CallsService
      timing: SweepTiming
      log: FastifyBaseLogger
    },
  ) {}

  start(): void {
    this.stopped = false
    this.sweep()
    this.interval = setInterval(() => this.sweep(), this.deps.timing.intervalMs)
  }

  /** Stops the timers and waits for a sweep under way (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.interval) clearInterval(this.interval)
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    await this.running
  }

  /** Ringing ends at `until`: ring out then rather than at the next sweep. */
  ringingUntil(until: Date): void {
    this.later(Math.max(0, until.getTime() - Date.now()) + 50, () => this.deps.calls.ringOuts(new Date()))
  }

  /** The socket of a session disconnected: unless one holds its room again after the grace, it left. */
  socketGone(mediaSessionId: string): void {
    this.later(this.deps.timing.graceMs, async () => {
      const live = await this.deps.hub.roomsWithSockets([callSessionRoom(mediaSessionId)])
      if (live.size === 0) await this.deps.calls.lose(mediaSessionId)
    })
  }

  private later(ms: number, work: () => Promise<void>): void {
    if (this.stopped) return
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      this.run(work)
    }, ms)
    this.timers.add(timer)
  }

  private sweep(): void {
    this.run(async () => {
      const now = new Date()
      await this.deps.calls.ringOuts(now)
      await this.sweepSessions(now)
    })
  }

  private async sweepSessions(now: Date): Promise<void> {
    const sessions = await findAllLiveSessions(this.deps.db)
    if (sessions.length === 0) return
    const live = await this.deps.hub.roomsWithSockets(sessions.map((s) => callSessionRoom(s.id)))
    const seen = sessions.filter((s) => live.has(callSessionRoom(s.id)))
    await touchSessions(
      this.deps.db,
      seen.map((s) => s.id),
      now,
    )
    const deadline = now.getTime() - this.deps.timing.graceMs
    for (const s of sessions)
      if (!live.has(callSessionRoom(s.id)) && s.lastSeenAt.getTime() <= deadline)
        await this.deps.calls.lose(s.id)
  }

  /** One piece of work at a time in this process; a failure is logged, the next sweep tries again. */
  private run(work: () => Promise<void>): void {
    this.running = this.running
      .then(() => (this.stopped ? undefined : work()))
      .catch((err: unknown) => this.deps.log.error({ err }, 'call sweep failed'))
  }
}
