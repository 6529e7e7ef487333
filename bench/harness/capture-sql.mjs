// Preload of the server process (node --import) for the page rows' baseline: every SQL statement a
// request marked with the header `x-bench-capture: <label>` sends, through pg or the embedded
// PGlite, is appended to BENCH_CAPTURE_FILE as a JSON line { label, conn, text, values, start, end }.
// Statements of other work (timers, job polling) carry no label and are left out. `conn` tells the
// pg connection apart, so a replay keeps a transaction on one connection; start and end (ms) tell
// which statements the server ran side by side.
import { AsyncLocalStorage } from 'node:async_hooks'
import { appendFileSync } from 'node:fs'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

const FILE = process.env.BENCH_CAPTURE_FILE
if (!FILE) throw new Error('capture-sql: BENCH_CAPTURE_FILE is not set')
const HEADER = 'x-bench-capture'
const label = new AsyncLocalStorage()

const emit = http.Server.prototype.emit
http.Server.prototype.emit = function (event, req, ...rest) {
  const mark = event === 'request' ? req.headers[HEADER] : undefined
  if (mark) return label.run(String(mark), () => emit.call(this, event, req, ...rest))
  return emit.call(this, event, req, ...rest)
}

// JSON has no BigInt, and a Date must replay as the same instant.
const plain = (value) =>
  typeof value === 'bigint' ? String(value) : value instanceof Date ? value.toISOString() : value

const connIds = new WeakMap()
let nextConn = 1
const connOf = (client) => {
  if (!connIds.has(client)) connIds.set(client, nextConn++)
  return connIds.get(client)
}

/** Wraps `run` (a call answering a promise, or taking a node-style callback last) to record it. */
function recorded(client, text, values, args, run) {
  const mark = label.getStore()
  if (!mark || !text) return run(args)
  const start = performance.now()
  const write = () =>
    appendFileSync(
      FILE,
      `${JSON.stringify({ label: mark, conn: connOf(client), text, values: (values ?? []).map(plain), start, end: performance.now() })}\n`,
    )
  const last = args.length - 1
  if (typeof args[last] === 'function') {
    const callback = args[last]
    const wrapped = [...args]
    wrapped[last] = (...result) => {
      write()
      return callback(...result)
    }
    return run(wrapped)
  }
  const result = run(args)
  if (result && typeof result.then === 'function') result.then(write, write)
  else write()
  return result
}

const pgQuery = pg.Client.prototype.query
pg.Client.prototype.query = function (config, values, ...more) {
  const text = typeof config === 'string' ? config : config?.text
  const params = Array.isArray(values) ? values : config?.values
  return recorded(this, text, params, [config, values, ...more], (args) => pgQuery.apply(this, args))
}

const liteQuery = PGlite.prototype.query
PGlite.prototype.query = function (text, values, ...more) {
  return recorded(this, text, values, [text, values, ...more], (args) => liteQuery.apply(this, args))
}
const liteExec = PGlite.prototype.exec
PGlite.prototype.exec = function (text, ...more) {
  return recorded(this, text, [], [text, ...more], (args) => liteExec.apply(this, args))
}
