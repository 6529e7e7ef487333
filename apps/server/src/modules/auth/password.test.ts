import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password'

/** Nice values of this process's threads (Linux: field 19 of /proc/self/task/<tid>/stat). */
const threadNiceValues = (): number[] =>
  readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
  })

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
      expect(threadNiceValues()).toContain(19)
    },
  )
})
