import { describe, expect, it } from 'vitest'
import {
  composeArgs,
  conversionOf,
  defaultRecordName,
  grid,
  isTrackFile,
  mimeOf,
  type RecordedTrack,
} from './recording.model'

const header = (t: 'a' | 'v' | 'd', c: string, packets: number) => ({
  t,
  c,
  s: 1,
  u: 2,
  extended: { packets, duration: 1 },
})

describe("Janus's raw tracks", () => {
  it("reads Janus's file names of a room's recordings only", () => {
    expect(isTrackFile('videoroom-12-user-34-1795505074544490-audio-0.mjr')).toBe(true)
    expect(isTrackFile('videoroom-12-user-34-1795505074544628-video-1.mjr')).toBe(true)
    expect(isTrackFile('videoroom-12-user-34-1795505074544628-data-2.mjr')).toBe(false)
    expect(isTrackFile('../secret.mjr')).toBe(false)
  })

  it('converts Opus audio and VP8 video that have packets, and nothing else', () => {
    expect(conversionOf(header('a', 'opus', 10))).toEqual({ kind: 'audio', extension: 'opus' })
    expect(conversionOf(header('v', 'vp8', 10))).toEqual({ kind: 'video', extension: 'webm' })
    expect(conversionOf(header('v', 'vp8', 0))).toBeNull()
    expect(conversionOf(header('v', 'h264', 10))).toBeNull()
    expect(conversionOf(header('d', 'text', 10))).toBeNull()
  })
})

describe('the composed picture', () => {
  it('places the videos in a grid of equal, even tiles', () => {
    expect(grid(1)).toEqual({ cols: 1, rows: 1, width: 960, height: 540 })
    expect(grid(2)).toEqual({ cols: 2, rows: 1, width: 480, height: 540 })
    expect(grid(5)).toEqual({ cols: 3, rows: 2, width: 320, height: 270 })
    expect(grid(7).width % 2).toBe(0)
  })
})

describe('the composition', () => {
  const at = (s: number) => 1_000_000_000_000 + s * 1e6
  const tracks: RecordedTrack[] = [
    { file: 'a1.opus', kind: 'audio', startUs: at(0), durationSec: 10 },
    { file: 'v1.webm', kind: 'video', startUs: at(0.5), durationSec: 9 },
    { file: 'a2.opus', kind: 'audio', startUs: at(2), durationSec: 9 },
    { file: 'v2.webm', kind: 'video', startUs: at(3), durationSec: 4 },
  ]

  it('delays each track to its start, mixes the voices and lays the videos side by side for the whole call', () => {
    const args = composeArgs(tracks, 'out.webm')
    const graph = args[args.indexOf('-filter_complex') + 1] ?? ''
    expect(args.filter((_, i) => args[i - 1] === '-i')).toEqual(['a1.opus', 'v1.webm', 'a2.opus', 'v2.webm'])
    expect(graph).toContain('[0:a]aresample=48000,adelay=delays=0:all=1[a0]')
    expect(graph).toContain('[2:a]aresample=48000,adelay=delays=2000:all=1[a1]')
    expect(graph).toContain('[a0][a1]amix=inputs=2:duration=longest:normalize=0[aout]')
    expect(graph).toContain('tpad=start_duration=0.500:color=black[v0]')
    expect(graph).toContain('tpad=start_duration=3.000:color=black[v1]')
    expect(graph).toContain('[v0][v1]xstack=inputs=2:layout=0_0|480_0:fill=black[vout]')
    // From the first start to the last end: 2 s + 9 s.
    expect(args[args.indexOf('-t') + 1]).toBe('11.000')
    expect(args).toContain('libvpx')
    expect(args).toContain('libopus')
    expect(args.at(-1)).toBe('out.webm')
  })

  it('makes voices only into Opus alone', () => {
    const voices = tracks.filter((t) => t.kind === 'audio')
    const args = composeArgs(voices, 'out.webm')
    expect(args[args.indexOf('-filter_complex') + 1]).not.toContain('[vout]')
    expect(args).not.toContain('libvpx')
    expect(mimeOf(voices)).toBe('audio/webm')
    expect(mimeOf(tracks)).toBe('video/webm')
  })

  it('refuses nothing to compose', () => {
    expect(() => composeArgs([], 'out.webm')).toThrow()
  })
})

it('names a recording by the minute it started when its starter gave no name', () => {
  expect(defaultRecordName(new Date('2026-11-24T07:30:45Z'))).toBe('2026-11-24 07:30')
})
