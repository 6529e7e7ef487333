import type { PGlite } from '@electric-sql/pglite'

/**
 * Gives the event loop a turn before each statement (or transaction) of an embedded PGlite.
 *
 * PGlite runs a statement synchronously on the server's own thread and hands its one connection
 * from caller to caller through promises, that is without ever returning to the event loop: under
 * load the statements of every request waiting ran back to back, and nothing else (timers, sockets,
 * answers already computed) ran until the last one was done. The soak (issue 19) saw the loop stall
 * for the sum of them, 250-550 ms with 20-30 requests in flight. Here each one waits for the previous
 * to finish and then for a new turn of the loop (setImmediate), so a stall is at most one statement
 * long. Inside a transaction the statements still follow each other directly: it holds the connection
 * anyway, and transactions are short.
 */
export function takeTurns(client: PGlite): void {
  let previous: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = previous.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run)
    previous = result.catch(() => undefined)
    return result
  }
  const { query, exec, transaction } = client
  Object.assign(client, {
    query: (...args: Parameters<PGlite['query']>) => inTurn(() => query.apply(client, args)),
    exec: (...args: Parameters<PGlite['exec']>) => inTurn(() => exec.apply(client, args)),
    transaction: (...args: Parameters<PGlite['transaction']>) =>
      inTurn(() => transaction.apply(client, args)),
  })
}
