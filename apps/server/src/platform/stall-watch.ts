import type { FastifyBaseLogger } from 'fastify'

const TICK_MS = 250
/** A stall this long already misses a browser's frame budget many times over and Janus's 5 s pong. */
export const STALL_REPORT_MS = 1_000

/** How much later than planned a tick ran: the time the event loop stood still in between. */
export const stalledMs = (plannedAt: number, ranAt: number): number => Math.max(0, ranAt - plannedAt)

/**
 * Logs each time the event loop stood still for a second or more, with how long. Everything of a
 * process waits meanwhile (sockets' heartbeats, Janus's keep-alives, the embedded database's
 * queries), so an operator reading why calls dropped or requests hung finds the moment here.
 */
export function watchStalls(log: FastifyBaseLogger, now: () => number = () => performance.now()): () => void {
  let plannedAt = now() + TICK_MS
  const timer = setInterval(() => {
    const ranAt = now()
    const stalled = stalledMs(plannedAt, ranAt)
    if (stalled >= STALL_REPORT_MS) log.warn({ stalledMs: Math.round(stalled) }, 'event loop stalled')
    plannedAt = ranAt + TICK_MS
  }, TICK_MS)
  timer.unref()
  return () => clearInterval(timer)
}
