import { opendir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'

const PARTIAL = '.partial'
const CONTENT_TYPE = '.type'

/**
 * What a killed process leaves in a disk storage's folder (storage-local.ts writes `<key>.<random>
 * .partial` and `<key>.type`, then renames the partial): partial files, and content-type files whose
 * object never arrived. Removes those last written before `before` (a put in progress is younger)
 * and answers their paths under the root. Not part of Storage: only the disk driver has such files,
 * and only the orphan sweep removes them.
 */
export async function removeDiskLeftovers(root: string, before: Date): Promise<string[]> {
  const removed: string[] = []
  const visit = async (folder: string, relative: string): Promise<void> => {
    const entries = await opendir(folder).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null
      throw err
    })
    if (!entries) return
    for await (const entry of entries) {
      const path = join(folder, entry.name)
      const name = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) await visit(path, name)
      else if (entry.isFile() && (await isStaleLeftover(path, before))) {
        await rm(path, { force: true })
        removed.push(name)
      }
    }
  }
  await visit(root, '')
  return removed
}

async function isStaleLeftover(path: string, before: Date): Promise<boolean> {
  const isPartial = path.endsWith(PARTIAL)
  if (!isPartial && !path.endsWith(CONTENT_TYPE)) return false
  const info = await stat(path).catch(() => null)
  if (!info || info.mtime >= before) return false
  if (isPartial) return true
  // A content-type file stays while its object is there.
  return (await stat(path.slice(0, -CONTENT_TYPE.length)).catch(() => null)) === null
}
