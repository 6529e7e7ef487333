import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'

// The package's `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2

/** OWASP password storage cheat sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

// argon2 on libuv's pool ran at the event loop's priority: a sign-in flood on a shared core made
// the feed's p99 3-11x worse. Threads at nice 19 (piscina's niceIncrement, Linux; a no-op where
// unsupported) leave the core to the event loop first and take every cycle it leaves idle.
// The worker sits beside this file in src and beside main.js in dist (build.mjs), so the same
// relative URL finds it from both.
// Started on first use: a process that never hashes (a test of another module) starts no threads.
let pool: Piscina | undefined
const argon2Pool = (): Piscina =>
  (pool ??= new Piscina({
    filename: new URL('./password.worker.mjs', import.meta.url).href,
    minThreads: availableParallelism(),
    maxThreads: availableParallelism(),
    niceIncrement: 19,
  }))

export const hashPassword = (password: string): Promise<string> =>
  argon2Pool().run({ password, params: PARAMS }, { name: 'hash' })

/** False for a stored value argon2 cannot read (the worker says so); throws only when the pool fails. */
export const verifyPassword = (storedHash: string, password: string): Promise<boolean> =>
  argon2Pool().run({ storedHash, password }, { name: 'verify' })

// A real hash of a random password: verifying against it costs what verifying a real account costs,
// so the answer time does not tell whether an e-mail is registered.
let decoy: Promise<string> | undefined
export const verifyDecoy = async (password: string): Promise<void> => {
  decoy ??= hashPassword(crypto.randomUUID())
  await verifyPassword(await decoy, password)
}
