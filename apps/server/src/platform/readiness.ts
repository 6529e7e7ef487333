import type { CheckOutcome, Readiness, ReadinessDependency } from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'

/**
 * Asks one dependency whether it answers; throws when it does not. The signal aborts once the check's
 * time is up, so a probe that can be cancelled (an HTTP call to S3) lets go of what it holds.
 */
export type ReadinessProbe = (signal: AbortSignal) => Promise<void>

/** The dependencies of this process; `redis` only with REDIS_URL. */
export type ReadinessProbes = Partial<Record<ReadinessDependency, ReadinessProbe>> & {
  database: ReadinessProbe
  storage: ReadinessProbe
}

/**
 * Each dependency's time to answer. Orchestrators give a probe a few seconds in all; the checks run
 * side by side, so a hung dependency costs this once and the probe still answers (503) in time.
 */
export const READINESS_TIMEOUT_MS = 2_000

/** One probe's outcome within `timeoutMs`; its error, when it failed, for the log. */
export async function runCheck(
  probe: ReadinessProbe,
  timeoutMs: number,
): Promise<{ outcome: CheckOutcome; error?: unknown }> {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const timeUp = new Promise<{ outcome: CheckOutcome }>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve({ outcome: 'timeout' })
    }, timeoutMs)
  })
  try {
    return await Promise.race([
      probe(controller.signal).then(
        () => ({ outcome: 'ok' as const }),
        (error: unknown) => ({ outcome: 'failed' as const, error }),
      ),
      timeUp,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** Every dependency checked at once; the ones that did not answer are logged with why. */
export async function checkReadiness(
  probes: ReadinessProbes,
  log: FastifyBaseLogger,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  const entries = Object.entries(probes).filter((entry): entry is [ReadinessDependency, ReadinessProbe] =>
    Boolean(entry[1]),
  )
  const results = await Promise.all(
    entries.map(async ([name, probe]) => {
      const { outcome, error } = await runCheck(probe, timeoutMs)
      if (outcome !== 'ok') log.warn({ err: error, dependency: name, outcome }, 'readiness check failed')
      return [name, outcome] as const
    }),
  )
  const checks = Object.fromEntries(results) as Readiness['checks']
  const ready = results.every(([, outcome]) => outcome === 'ok')
  return { status: ready ? 'ready' : 'unavailable', checks }
}
