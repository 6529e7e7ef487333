import type { SfuSource } from '@nauka/contracts'
import { type SessionTracks, tileTracks } from './remoteMedia'

/** The store's remote media, as the mesh fills `remoteStreams` and the media server both fields. */
export type RemoteMedia = {
  remoteStreams: Record<string, MediaStream>
  remoteSources: Record<string, Partial<Record<SfuSource, MediaStream>>>
}

const same = (stream: MediaStream | undefined, tracks: readonly MediaStreamTrack[]) => {
  const had = stream?.getTracks() ?? []
  return had.length === tracks.length && had.every((track, i) => track === tracks[i])
}

/**
 * The remote media after the subscriber connection changed: each session's tile stream and its
 * sources apart. A stream whose tracks did not change is kept (its tile does not re-attach it);
 * sessions no longer received are dropped.
 */
export const nextRemoteMedia = (
  previous: RemoteMedia,
  media: ReadonlyMap<string, SessionTracks>,
  streamOf: (tracks: MediaStreamTrack[]) => MediaStream,
): RemoteMedia & { changed: boolean } => {
  const next: RemoteMedia = { remoteStreams: {}, remoteSources: {} }
  let changed = Object.keys(previous.remoteStreams).some((id) => !media.has(id))
  const keep = (stream: MediaStream | undefined, tracks: MediaStreamTrack[]) => {
    if (stream && same(stream, tracks)) return stream
    changed = true
    return streamOf(tracks)
  }
  for (const [id, tracks] of media) {
    next.remoteStreams[id] = keep(previous.remoteStreams[id], tileTracks(tracks))
    const sources: Partial<Record<SfuSource, MediaStream>> = {}
    for (const [source, track] of Object.entries(tracks) as [SfuSource, MediaStreamTrack][])
      sources[source] = keep(previous.remoteSources[id]?.[source], [track])
    next.remoteSources[id] = sources
  }
  return { ...next, changed }
}
