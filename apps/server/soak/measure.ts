import { readFileSync } from 'node:fs'

/** One look at the server process: its event-loop stall since the previous look, and its memory. */
export interface Sample {
  /** Milliseconds since the load began. */
  at: number
  /** prom-client's `nodejs_eventloop_lag_max_seconds`, in ms: the histogram is reset at each scrape. */
  lagMaxMs: number
  heapUsedBytes: number
  rssBytes: number
  cpuSeconds: number
  /** Taken right after a full collection the soak asked for: its stall is that collection's. */
  afterGc?: boolean
}

/** The value of an unlabelled series in Prometheus's text format. */
export function metricValue(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `))
  if (!line) throw new Error(`no ${name} in /metrics`)
  return Number(line.slice(name.length + 1).split(' ')[0])
}

/** The resident set of a process, from /proc (Linux). */
export function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`no VmRSS for process ${pid}`)
  return Number(match[1]) * 1024
}

/** CPU time a process has used so far, in seconds (/proc/<pid>/stat: user + system, in 1/100 s). */
export function cpuSeconds(pid: number): number {
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** The value at rank `p` (0–1) of numbers sorted ascending (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0
}

export interface KindSummary {
  count: number
  errors: number
  p50Ms: number
  p99Ms: number
}

/** Answer times and failures by kind of action. */
export class Tally {
  private readonly times = new Map<string, number[]>()
  private readonly failures = new Map<string, number>()
  /** The first few failures, word for word, for the report. */
  readonly examples: string[] = []

  record(kind: string, ms: number): void {
    const list = this.times.get(kind) ?? []
    list.push(ms)
    this.times.set(kind, list)
  }

  fail(kind: string, what: string): void {
    this.failures.set(kind, (this.failures.get(kind) ?? 0) + 1)
    if (this.examples.length < 20) this.examples.push(`${kind}: ${what}`)
  }

  get errorCount(): number {
    return [...this.failures.values()].reduce((a, b) => a + b, 0)
  }

  summary(): Record<string, KindSummary> {
    const kinds = new Set([...this.times.keys(), ...this.failures.keys()])
    return Object.fromEntries(
      [...kinds].sort().map((kind) => {
        const sorted = [...(this.times.get(kind) ?? [])].sort((a, b) => a - b)
        const round = (ms: number) => Math.round(ms * 10) / 10
        return [
          kind,
          {
            count: sorted.length,
            errors: this.failures.get(kind) ?? 0,
            p50Ms: round(percentile(sorted, 0.5)),
            p99Ms: round(percentile(sorted, 0.99)),
          },
        ]
      }),
    )
  }
}

/**
 * Scrapes /metrics every `everyMs` until stopped. Each scrape resets the event-loop histogram, so
 * each sample's maximum covers exactly the time since the previous one: no stall falls between.
 */
export function startSampler(
  server: { baseUrl: string; pid: number; metricsToken: string },
  everyMs: number,
  startedAt: number,
): {
  samples: Sample[]
  failures: string[]
  afterGc(): Promise<Sample>
  stop(): Promise<void>
} {
  const samples: Sample[] = []
  const failures: string[] = []
  const scrape = async (afterGc = false) => {
    try {
      const res = await fetch(`${server.baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${server.metricsToken}` },
      })
      if (!res.ok) throw new Error(`/metrics answered ${res.status}`)
      const text = await res.text()
      samples.push({
        at: performance.now() - startedAt,
        lagMaxMs: metricValue(text, 'nodejs_eventloop_lag_max_seconds') * 1000,
        heapUsedBytes: metricValue(text, 'nodejs_heap_size_used_bytes'),
        rssBytes: rssBytes(server.pid),
        cpuSeconds: cpuSeconds(server.pid),
        ...(afterGc && { afterGc }),
      })
    } catch (err) {
      failures.push(String(err))
    }
  }
  let running: Promise<unknown> = scrape()
  const timer = setInterval(() => {
    running = running.then(() => scrape())
  }, everyMs)
  return {
    samples,
    failures,
    /**
     * Memory after a full collection, between two regular scrapes: one scrape closes the lag of the
     * time before, the collection runs (SIGWINCH, gc-on-signal.mjs), the next scrape reads the heap
     * and the collection's own pause, which is the soak's doing and not the server's.
     */
    afterGc: () => {
      const measured = running.then(async () => {
        await scrape()
        process.kill(server.pid, 'SIGWINCH')
        // The collection runs at the next turn of the server's loop; the load goes on meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 250))
        await scrape(true)
        const sample = samples.at(-1)
        if (!sample?.afterGc) throw new Error(`no memory after the collection: ${failures.at(-1)}`)
        return sample
      })
      running = measured.catch(() => undefined)
      return measured
    },
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}

/** Resets the event-loop histogram: what it held covered the start-up (migrations), not the load. */
export async function resetLag(server: { baseUrl: string; metricsToken: string }): Promise<void> {
  await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${server.metricsToken}` },
  }).then((res) => res.text())
}
