// Runs in piscina's worker threads (plain JS so that it loads alike from src under tsx and vitest
// and from dist, where build.mjs copies it beside main.js). Sync calls: the thread is the pool.
import { spawnSync } from 'node:child_process'
import { readlinkSync } from 'node:fs'
import { hashSync, verifySync } from '@node-rs/argon2'

// Linux: this thread also takes the idle scheduling class (util-linux's chrt on its own thread id).
// Nice 19 alone let a hash run on to the end of its time slice while a request waited (EEVDF,
// kernel 6.6 and later): the feed's p99 during a sign-in flood on one core stayed 1.85x. The kernel
// preempts an idle-class thread as soon as a normal one wakes. Where chrt or /proc is missing,
// piscina's nice 19 still holds.
try {
  const threadId = readlinkSync('/proc/thread-self').split('/').at(-1) ?? ''
  if (/^\d+$/.test(threadId))
    spawnSync('chrt', ['--idle', '--pid', '0', threadId], { stdio: 'ignore', timeout: 5_000 })
} catch {
  // Not Linux: the nice value is all there is.
}

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
