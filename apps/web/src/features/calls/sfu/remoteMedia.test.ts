import type { SfuStream } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { fakeTrack } from '../fakePeer'
import { sessionId } from '../test-data'
import { camerasBySession, midsBySession, tileTracks, tracksBySession } from './remoteMedia'

const [me, ann, bob] = [sessionId(1), sessionId(2), sessionId(3)]
const stream = (mid: string, mediaSessionId: string, source: SfuStream['source']): SfuStream => ({
  mid,
  kind: source === 'microphone' ? 'audio' : 'video',
  source,
  userId: 7,
  mediaSessionId,
})
const streams = [
  stream('0', ann, 'microphone'),
  stream('1', ann, 'camera'),
  stream('2', bob, 'microphone'),
  stream('3', bob, 'camera'),
  stream('4', bob, 'screen'),
  stream('5', me, 'camera'),
]

describe('remote media of the subscriber connection', () => {
  const tracks = new Map(['0', '1', '2', '3', '4', '5'].map((mid) => [mid, fakeTrack('video', mid)]))

  it('gives each remote session the tracks of its mids, and none of the own session', () => {
    const got = tracksBySession(streams, me, (mid) => tracks.get(mid) ?? null)
    expect([...got.keys()]).toEqual([ann, bob])
    expect(got.get(bob)).toEqual({
      microphone: tracks.get('2'),
      camera: tracks.get('3'),
      screen: tracks.get('4'),
    })
  })

  it('leaves out a mid whose track is not there', () => {
    const got = tracksBySession(streams, me, (mid) => (mid === '1' ? null : (tracks.get(mid) ?? null)))
    expect(got.get(ann)).toEqual({ microphone: tracks.get('0') })
  })

  it('knows each session mids and its camera mid', () => {
    expect(midsBySession(streams, me).get(bob)).toEqual(new Set(['2', '3', '4']))
    expect(camerasBySession(streams, me)).toEqual(
      new Map([
        [ann, '1'],
        [bob, '3'],
      ]),
    )
  })

  it('plays the sound and the screen over the camera, or the camera', () => {
    const [mic, camera, screen] = [fakeTrack('audio'), fakeTrack('video'), fakeTrack('video')]
    expect(tileTracks({ microphone: mic, camera, screen })).toEqual([mic, screen])
    expect(tileTracks({ microphone: mic, camera })).toEqual([mic, camera])
    expect(tileTracks({ camera })).toEqual([camera])
  })
})
