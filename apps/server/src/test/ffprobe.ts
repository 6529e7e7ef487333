import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * What ffprobe (of ffmpeg, which the recordings need anyway) decodes of a WebM's bytes: the values
 * of `entries` (e.g. `format=duration`), one per line. The server's recording test and the browser
 * test of a recorded call both check the stored file through it; it imports nothing of a test runner.
 */
export function probeWebm(bytes: Buffer, entries: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'nauka-probe-'))
  try {
    const file = join(dir, 'record.webm')
    writeFileSync(file, bytes)
    const run = spawnSync('ffprobe', ['-v', 'error', '-show_entries', entries, '-of', 'csv=p=0', file], {
      encoding: 'utf8',
    })
    if (run.error) throw new Error('ffprobe is missing: install ffmpeg')
    if (run.status !== 0)
      throw new Error(`ffprobe could not read the file (exit ${run.status}): ${run.stderr}`)
    return run.stdout.trim().split('\n')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The codecs of the file's streams, sorted (so audio's opus comes before video's vp8). */
export const webmCodecs = (bytes: Buffer): string[] => probeWebm(bytes, 'stream=codec_name').sort()

/** The file's duration in seconds, as ffprobe decodes it. */
export const webmSeconds = (bytes: Buffer): number => Number(probeWebm(bytes, 'format=duration')[0])
