import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password'

/** Each thread of this process: its nice value and scheduling policy (Linux, /proc/self/task/<tid>/stat fields 19 and 41). */
const threads = (): { nice: number; policy: number }[] =>
  readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { nice: Number(fields[16]), policy: Number(fields[38]) }
  })
/** Linux's SCHED_IDLE. */
const SCHED_IDLE = 5
const hasChrt = spawnSync('chrt', ['--help'], { stdio: 'ignore' }).status === 0

describe('password hashing', () => {
  it('verifies the password a hash was made of and refuses another', async () => {
    const stored = await hashPassword('correct horse')
    expect(stored).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(stored, 'correct horse')).toBe(true)
    expect(await verifyPassword(stored, 'wrong horse')).toBe(false)
  })

  it('refuses a stored value that is not a hash instead of throwing', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false)
  })

  it.runIf(process.platform === 'linux')(
    'hashes on threads at the lowest priority, so a sign-in flood leaves the event loop the core',
    async () => {
      await hashPassword('warm the pool')
      expect(threads().map((t) => t.nice)).toContain(19)
    },
  )

  it.runIf(process.platform === 'linux' && hasChrt)(
    'hashes on threads of the idle scheduling class, which give way as soon as a request wakes the event loop',
    async () => {
      await Promise.all([hashPassword('one'), hashPassword('two')])
      const idle = threads().filter((t) => t.policy === SCHED_IDLE)
      expect(idle.length).toBeGreaterThan(0)
      // The process itself (the event loop) keeps the normal class.
      expect(threads()[0]?.policy).toBe(0)
    },
  )
})
