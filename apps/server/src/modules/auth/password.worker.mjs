// Runs in piscina's worker threads (plain JS so that it loads alike from src under tsx and vitest
// and from dist, where build.mjs copies it beside main.js). Sync calls: the thread is the pool.
import { hashSync, verifySync } from '@node-rs/argon2'

/** @param {{ password: string, params: import('@node-rs/argon2').Options }} task */
export const hash = ({ password, params }) => hashSync(password, params)

/** @param {{ storedHash: string, password: string }} task */
export const verify = ({ storedHash, password }) => {
  // A stored value argon2 cannot read matches no password. Only argon2's own refusal is caught
  // here: a broken pool (say a missing worker file) must fail loudly, not as a wrong password.
  try {
    return verifySync(storedHash, password)
  } catch {
    return false
  }
}
