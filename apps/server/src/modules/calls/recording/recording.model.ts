import { z } from 'zod'

/** A track Janus recorded (one .mjr: one stream of one publisher), as its header tells it. */
export interface RecordedTrack {
  /** The converted file (Opus audio, or VP8 video in WebM), an input of the composition. */
  file: string
  kind: 'audio' | 'video'
  /** When its first packet was written (µs since the epoch): where it sits in the recording. */
  startUs: number
  durationSec: number
}

/** `janus-pp-rec --extended-json` of one .mjr. */
export const MjrHeader = z.object({
  t: z.enum(['a', 'v', 'd']),
  c: z.string().optional(),
  d: z.string().optional(),
  s: z.number(),
  u: z.number().optional(),
  extended: z.object({ packets: z.number(), duration: z.number() }).optional(),
})
export type MjrHeader = z.infer<typeof MjrHeader>

/** Janus's names of a room's recordings: `videoroom-<room>-user-<feed>-<time>-<audio|video|data>-<mindex>.mjr`. */
const TRACK_NAME = /^videoroom-\d+-user-\d+-\d+-(audio|video)-\d+\.mjr$/

export const isTrackFile = (name: string): boolean => TRACK_NAME.test(name)

/** What a .mjr becomes, by its header: audio and video with packets, in a codec we compose. */
export function conversionOf(
  header: MjrHeader,
): { kind: 'audio' | 'video'; extension: 'opus' | 'webm' } | null {
  if ((header.extended?.packets ?? 0) === 0) return null
  if (header.t === 'a' && header.c === 'opus') return { kind: 'audio', extension: 'opus' }
  if (header.t === 'v' && header.c === 'vp8') return { kind: 'video', extension: 'webm' }
  return null
}

/** The composed picture: the call's videos in a grid of equal tiles, at a modest size. */
export const FRAME = { width: 960, height: 540, fps: 15 }

export function grid(count: number): { cols: number; rows: number; width: number; height: number } {
  const cols = Math.max(1, Math.ceil(Math.sqrt(count)))
  const rows = Math.max(1, Math.ceil(count / cols))
  // Even sizes: VP8 in 4:2:0 wants them.
  const even = (n: number) => Math.floor(n / 2) * 2
  return { cols, rows, width: even(FRAME.width / cols), height: even(FRAME.height / rows) }
}

/**
 * ffmpeg's arguments for one WebM of the call: every audio track delayed to where it starts and
 * mixed into Opus; every video track scaled into its tile of a grid, black until it starts, the
 * grid encoded as VP8. The recording runs from the first track's start to the last one's end.
 */
export function composeArgs(tracks: readonly RecordedTrack[], output: string): string[] {
  if (tracks.length === 0) throw new Error('nothing to compose')
  const t0 = Math.min(...tracks.map((t) => t.startUs))
  const offset = (t: RecordedTrack) => Math.max(0, (t.startUs - t0) / 1e6)
  const total = Math.max(...tracks.map((t) => offset(t) + t.durationSec))
  const inputs = tracks.flatMap((t) => ['-i', t.file])
  const audio = tracks.flatMap((t, i) => (t.kind === 'audio' ? [{ t, i }] : []))
  const video = tracks.flatMap((t, i) => (t.kind === 'video' ? [{ t, i }] : []))
  const filters: string[] = []
  audio.forEach(({ t, i }, n) => {
    filters.push(`[${i}:a]aresample=48000,adelay=delays=${Math.round(offset(t) * 1000)}:all=1[a${n}]`)
  })
  if (audio.length > 0)
    filters.push(
      audio.length === 1
        ? '[a0]anull[aout]'
        : `${audio.map((_, n) => `[a${n}]`).join('')}amix=inputs=${audio.length}:duration=longest:normalize=0[aout]`,
    )
  const tile = grid(video.length)
  video.forEach(({ t, i }, n) => {
    filters.push(
      `[${i}:v]scale=${tile.width}:${tile.height}:force_original_aspect_ratio=decrease,` +
        `pad=${tile.width}:${tile.height}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${FRAME.fps},` +
        `tpad=start_duration=${offset(t).toFixed(3)}:color=black[v${n}]`,
    )
  })
  if (video.length > 0) {
    const layout = video.map(
      (_, n) => `${(n % tile.cols) * tile.width}_${Math.floor(n / tile.cols) * tile.height}`,
    )
    filters.push(
      video.length === 1
        ? '[v0]null[vout]'
        : `${video.map((_, n) => `[v${n}]`).join('')}xstack=inputs=${video.length}:layout=${layout.join('|')}:fill=black[vout]`,
    )
  }
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    ...(video.length > 0
      ? ['-map', '[vout]', '-c:v', 'libvpx', '-b:v', '1M', '-deadline', 'realtime', '-cpu-used', '8']
      : []),
    ...(audio.length > 0 ? ['-map', '[aout]', '-c:a', 'libopus', '-b:a', '64k'] : []),
    '-t',
    total.toFixed(3),
    '-f',
    'webm',
    output,
  ]
}

/** The stored file's type: a picture if any video was recorded, else the voices only. */
export const mimeOf = (tracks: readonly RecordedTrack[]): string =>
  tracks.some((t) => t.kind === 'video') ? 'video/webm' : 'audio/webm'

/** A recording's name when its starter gave none: the moment it started (UTC, to the minute). */
export const defaultRecordName = (at: Date): string => at.toISOString().slice(0, 16).replace('T', ' ')
