import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Who holds a data folder, as its lock file says. */
export interface DataDirHolder {
  pid: number
  role: string
  since: string
}

export class DataDirBusyError extends Error {
  constructor(
    readonly holder: DataDirHolder,
    dataDir: string,
  ) {
    super(
      `${dataDir} is in use by ${holder.role} (process ${holder.pid}, since ${holder.since}). ` +
        (holder.role === 'server' ? 'Stop the server first.' : 'Wait until it ends.'),
    )
  }
}

const lockPath = (dataDir: string) => join(dataDir, 'nauka.lock')

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: the process exists under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The live process holding the folder, or null (no lock file, or a stale one: its process is gone). */
export function dataDirHolder(dataDir: string): DataDirHolder | null {
  let holder: DataDirHolder
  try {
    holder = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as DataDirHolder
  } catch {
    return null
  }
  // Our own pid in a stale file: a container restarted, its server is pid 1 again.
  if (!Number.isInteger(holder.pid) || holder.pid === process.pid || !alive(holder.pid)) return null
  return holder
}

/**
 * Takes the data folder for this process (the embedded database allows one process only: a second
 * server, or a restore under a running one, would corrupt it). Throws DataDirBusyError when a live
 * process holds it; a lock left by a process that died is taken over. Answers the release.
 */
export function lockDataDir(dataDir: string, role: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const mine = JSON.stringify({ pid: process.pid, role, since: new Date().toISOString() })
  try {
    // Created only if absent: of two processes starting at once, one wins.
    writeFileSync(lockPath(dataDir), mine, { mode: 0o600, flag: 'wx' })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    const holder = dataDirHolder(dataDir)
    if (holder) throw new DataDirBusyError(holder, dataDir)
    writeFileSync(lockPath(dataDir), mine, { mode: 0o600 })
  }
  let released = false
  const release = () => {
    if (released) return
    released = true
    if (dataDirHolder(dataDir) === null) rmSync(lockPath(dataDir), { force: true })
  }
  process.once('exit', release)
  return release
}
