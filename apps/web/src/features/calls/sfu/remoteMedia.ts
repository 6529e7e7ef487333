import type { SfuSource, SfuStream } from '@nauka/contracts'

/** One remote session's tracks on the subscriber connection, by what each is. */
export type SessionTracks = Partial<Record<SfuSource, MediaStreamTrack>>

const bySession = <T>(streams: readonly SfuStream[], me: string, value: (s: SfuStream) => T | null) => {
  const map = new Map<string, T[]>()
  for (const stream of streams) {
    // The media server does not send a session its own media back; a stray one is not played.
    if (stream.mediaSessionId === me) continue
    const item = value(stream)
    if (item === null) continue
    map.set(stream.mediaSessionId, [...(map.get(stream.mediaSessionId) ?? []), item])
  }
  return map
}

/** Each remote session's tracks: the streams list says whose each `mid` is, `trackOf` finds its track. */
export const tracksBySession = (
  streams: readonly SfuStream[],
  me: string,
  trackOf: (mid: string) => MediaStreamTrack | null,
): Map<string, SessionTracks> => {
  const pairs = bySession(streams, me, (s) => {
    const track = trackOf(s.mid)
    return track ? ([s.source, track] as const) : null
  })
  return new Map([...pairs].map(([id, list]) => [id, Object.fromEntries(list) as SessionTracks]))
}

/** The mids of each remote session, for its share of the subscriber connection's statistics. */
export const midsBySession = (streams: readonly SfuStream[], me: string): Map<string, Set<string>> =>
  new Map([...bySession(streams, me, (s) => s.mid)].map(([id, mids]) => [id, new Set(mids)]))

/** Each remote session's camera mid: the one stream sent in simulcast layers. */
export const camerasBySession = (streams: readonly SfuStream[], me: string): Map<string, string> =>
  new Map(
    [...bySession(streams, me, (s) => (s.source === 'camera' ? s.mid : null))].flatMap(([id, mids]) =>
      mids[0] === undefined ? [] : [[id, mids[0]] as const],
    ),
  )

/**
 * What a tile plays, as a mesh peer's stream would carry it: the sound, and the shared screen while
 * there is one, else the camera.
 */
export const tileTracks = (tracks: SessionTracks): MediaStreamTrack[] => {
  const video = tracks.screen ?? tracks.camera
  return [...(tracks.microphone ? [tracks.microphone] : []), ...(video ? [video] : [])]
}
