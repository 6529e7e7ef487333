import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirBusyError, dataDirHolder, lockDataDir } from './data-dir-lock'

const dirs: string[] = []
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'nauka-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const writeLock = (dir: string, pid: number) =>
  writeFileSync(
    join(dir, 'nauka.lock'),
    JSON.stringify({ pid, role: 'server', since: '2026-01-01T00:00:00Z' }),
  )

describe('the data folder lock', () => {
  it('is refused while a live process holds it, naming that process', () => {
    const dir = dataDir()
    // The parent of this test process is alive as long as the test runs.
    writeLock(dir, process.ppid)
    expect(() => lockDataDir(dir, 'restore')).toThrow(DataDirBusyError)
    expect(() => lockDataDir(dir, 'restore')).toThrow(`in use by server (process ${process.ppid}`)
  })

  it('is taken over from a process that died, and removed on release', () => {
    const dir = dataDir()
    const gone = spawnSync('true').pid
    writeLock(dir, gone)
    const release = lockDataDir(dir, 'backup')
    expect(existsSync(join(dir, 'nauka.lock'))).toBe(true)
    release()
    expect(existsSync(join(dir, 'nauka.lock'))).toBe(false)
    expect(dataDirHolder(dir)).toBeNull()
  })
})
