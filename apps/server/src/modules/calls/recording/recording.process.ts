import { execFile } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import {
  composeArgs,
  conversionOf,
  isTrackFile,
  MjrHeader,
  mimeOf,
  type RecordedTrack,
} from './recording.model'

const run = promisify(execFile)
/** The tools write a little to stdout, but a long call's logs must not overflow the buffer. */
const TOOL = { maxBuffer: 16 * 1024 * 1024 }

/** What one folder of Janus's raw recordings became. */
export interface Composed {
  file: string
  mime: string
  durationSec: number
}

/** Nothing usable was recorded (nobody published while it ran): the recording fails for good. */
export class NothingRecorded extends Error {}

/**
 * Turns the .mjr files Janus wrote under `rawDir` into one WebM at `output` (the agreed design):
 * each track read by `janus-pp-rec` (its header gives when its first packet came), converted to
 * Opus or WebM, then composed by ffmpeg; ffprobe says how long the result lasts.
 */
export async function composeRecording(rawDir: string, workDir: string, output: string): Promise<Composed> {
  const names = (await readdir(rawDir)).filter(isTrackFile).sort()
  const tracks: RecordedTrack[] = []
  for (const name of names) {
    const source = join(rawDir, name)
    const { stdout } = await run('janus-pp-rec', ['--extended-json', source], TOOL)
    const header = MjrHeader.parse(JSON.parse(stdout))
    const conversion = conversionOf(header)
    if (!conversion) continue
    const file = join(workDir, `${name}.${conversion.extension}`)
    await run('janus-pp-rec', [source, file], TOOL)
    tracks.push({
      file,
      kind: conversion.kind,
      startUs: header.u ?? header.s,
      durationSec: header.extended?.duration ?? 0,
    })
  }
  if (tracks.length === 0) throw new NothingRecorded('no audio or video was recorded')
  await run('ffmpeg', composeArgs(tracks, output), TOOL)
  return { file: output, mime: mimeOf(tracks), durationSec: await durationOf(output) }
}

/** The container's duration, as ffprobe reads it. */
export async function durationOf(file: string): Promise<number> {
  const { stdout } = await run(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
    TOOL,
  )
  const seconds = Number(stdout.trim())
  if (!Number.isFinite(seconds)) throw new Error(`ffprobe gave no duration for ${file}`)
  return seconds
}
