// How a bare handler replays the statements one request of the server sent (capture-sql.mjs):
// transactions stay whole on one connection, and statements the server ran side by side (their
// times overlapped) run side by side again; the rest run one after the other, in the server's order.

const BEGIN = /^\s*(begin|start transaction)\b/i
const END = /^\s*(commit|rollback|end)\b/i

/**
 * The replay plan of one request's statements (in capture order): a list of steps run one after
 * the other, each a list of units run together, each unit a list of statements run in order on one
 * connection (a transaction) or a single statement (any connection of the pool).
 */
export function replayPlan(statements) {
  const units = []
  const openTx = new Map()
  for (const s of [...statements].sort((a, b) => a.start - b.start)) {
    const tx = openTx.get(s.conn)
    if (tx) {
      tx.statements.push(s)
      tx.end = s.end
      if (END.test(s.text)) openTx.delete(s.conn)
    } else if (BEGIN.test(s.text)) {
      const unit = { statements: [s], start: s.start, end: s.end, transaction: true }
      openTx.set(s.conn, unit)
      units.push(unit)
    } else {
      units.push({ statements: [s], start: s.start, end: s.end, transaction: false })
    }
  }
  const steps = []
  let step
  let stepEnd = Number.NEGATIVE_INFINITY
  for (const unit of units) {
    if (step && unit.start < stepEnd) {
      step.push(unit)
      stepEnd = Math.max(stepEnd, unit.end)
    } else {
      step = [unit]
      steps.push(step)
      stepEnd = unit.end
    }
  }
  return steps.map((units) =>
    units.map((u) => ({
      transaction: u.transaction,
      statements: u.statements.map(({ text, values }) => ({ text, values })),
    })),
  )
}
