import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** The latest change under a path: a folder's own, or that of anything in it. */
async function lastChange(path: string): Promise<number> {
  const info = await stat(path)
  if (!info.isDirectory()) return info.mtimeMs
  const names = await readdir(path)
  const inside = await Promise.all(names.map((name) => lastChange(join(path, name)).catch(() => 0)))
  return Math.max(info.mtimeMs, ...inside)
}

/**
 * The server's scratch space is `DATA_DIR/tmp/<purpose>/<one entry per operation>` (an upload's
 * staged parts, an extraction's copy of a PDF, a recording's work folder); each operation removes
 * its entry when it ends, however it ends, unless the process is killed under it. Removes the
 * entries nothing has written to since `before` (an operation in progress writes) and answers them
 * as `<purpose>/<name>`.
 */
export async function removeScratchLeftovers(tmp: string, before: Date): Promise<string[]> {
  const removed: string[] = []
  const purposes = await readdir(tmp, { withFileTypes: true }).catch(() => [])
  for (const purpose of purposes) {
    if (!purpose.isDirectory()) continue
    const folder = join(tmp, purpose.name)
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      const path = join(folder, name)
      // Gone meanwhile (its operation ended): nothing to do.
      const changed = await lastChange(path).catch(() => Number.POSITIVE_INFINITY)
      if (changed >= before.getTime()) continue
      await rm(path, { recursive: true, force: true })
      removed.push(`${purpose.name}/${name}`)
    }
  }
  return removed
}
