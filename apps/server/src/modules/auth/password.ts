import { hash, verify } from '@node-rs/argon2'

// The package's `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2

/** OWASP password storage cheat sheet: argon2id, 19 MiB, 2 iterations, 1 lane. Runs on the libuv pool. */
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string): Promise<string> => hash(password, PARAMS)

export const verifyPassword = async (storedHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}

// A real hash of a random password: verifying against it costs what verifying a real account costs,
// so the answer time does not tell whether an e-mail is registered.
let decoy: Promise<string> | undefined
export const verifyDecoy = async (password: string): Promise<void> => {
  decoy ??= hashPassword(crypto.randomUUID())
  await verifyPassword(await decoy, password)
}
