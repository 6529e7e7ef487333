// Runs one autocannon load in a process of its own (pinned by load.mjs to the load generator's
// core): reads its options as JSON on stdin, prints the figures as one JSON line on stdout.
import autocannon from 'autocannon'

const chunks = []
for await (const chunk of process.stdin) chunks.push(chunk)
const { url, requests, connections, seconds, headers, method, body } = JSON.parse(Buffer.concat(chunks))

// Every answer's time, to take exact percentiles (autocannon's own summary has no p95).
const times = []
// An option given as undefined would replace autocannon's default (GET), so only the given ones.
const options = Object.fromEntries(
  Object.entries({ url, requests, connections, duration: seconds, headers, method, body }).filter(
    ([, value]) => value !== undefined,
  ),
)
const instance = autocannon({ ...options, timeout: 30 })
// And how many of each status other than 2xx: a refusal under load is a finding, not noise.
const refusals = {}
instance.on('response', (_client, status, _bytes, ms) => {
  times.push(ms)
  if (status >= 300) refusals[status] = (refusals[status] ?? 0) + 1
})
const result = await instance
times.sort((a, b) => a - b)
const at = (q) =>
  times.length ? times[Math.min(times.length - 1, Math.ceil(times.length * q) - 1)] : Number.NaN
const seconds2xx = result.duration || seconds
process.stdout.write(
  `${JSON.stringify({
    rps: result['2xx'] / seconds2xx,
    requests: result.requests.total,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: times.at(-1) ?? Number.NaN,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    refusals,
    seconds: seconds2xx,
  })}\n`,
)
