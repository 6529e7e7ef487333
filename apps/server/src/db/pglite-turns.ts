import type { PGlite, Transaction } from '@electric-sql/pglite'

/** Resolves on the event loop's next turn (its check phase), after the I/O and timers waiting. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Gives the event loop a turn before each statement of an embedded PGlite, inside transactions too.
 *
 * PGlite runs a statement synchronously on the server's own thread and hands its one connection
 * from caller to caller through promises, that is without ever returning to the event loop: under
 * load the statements of every request waiting ran back to back, and nothing else (timers, sockets,
 * answers already computed) ran until the last one was done. The soak (issue 19) saw the loop stall
 * for the sum of them, 250-550 ms with 20-30 requests in flight. Here each one waits for the previous
 * to finish and then for a new turn of the loop (setImmediate), so a stall is at most one statement
 * long.
 *
 * A transaction's statements take turns as well. It holds the one connection until it ends (any
 * other caller waits in the line above), so nothing can slip in between; but a search runs ten
 * statements of 10-25 ms in one transaction (its similarity threshold is set for that transaction
 * only), and run back to back they stalled the loop for 100-200 ms, past the soak's limit.
 */
export function takeTurns(client: PGlite): void {
  let previous: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = previous.then(nextTurn).then(run)
    previous = result.catch(() => undefined)
    return result
  }
  const withTurns = (tx: Transaction): Transaction => {
    const { query, exec } = tx
    return Object.assign(tx, {
      query: (...args: Parameters<Transaction['query']>) => nextTurn().then(() => query.apply(tx, args)),
      exec: (...args: Parameters<Transaction['exec']>) => nextTurn().then(() => exec.apply(tx, args)),
    })
  }
  const { query, exec, transaction } = client
  Object.assign(client, {
    query: (...args: Parameters<PGlite['query']>) => inTurn(() => query.apply(client, args)),
    exec: (...args: Parameters<PGlite['exec']>) => inTurn(() => exec.apply(client, args)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      inTurn(() => transaction.call(client, (tx) => callback(withTurns(tx)))),
  })
}
