import { z } from 'zod'

/** Liveness: the process answers. Nothing it depends on is asked, so a slow database never restarts it. */
export const Liveness = z.object({ status: z.literal('ok') })
export type Liveness = z.infer<typeof Liveness>

/** What readiness asks: the database, Redis (only with REDIS_URL) and the file storage. */
export const ReadinessDependency = z.enum(['database', 'redis', 'storage'])
export type ReadinessDependency = z.infer<typeof ReadinessDependency>

/** How one dependency answered: in time, with an error, or not within the check's time limit. */
export const CheckOutcome = z.enum(['ok', 'failed', 'timeout'])
export type CheckOutcome = z.infer<typeof CheckOutcome>

/**
 * Readiness: whether the process can serve requests. `ready` (200) when every dependency answered;
 * `unavailable` (503) otherwise, and `checks` says which one did not.
 */
export const Readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: CheckOutcome,
    /** Absent without REDIS_URL: the process then keeps in memory what Redis would share. */
    redis: CheckOutcome.optional(),
    storage: CheckOutcome,
  }),
})
export type Readiness = z.infer<typeof Readiness>
