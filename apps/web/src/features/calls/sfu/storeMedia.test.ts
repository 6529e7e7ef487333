import { describe, expect, it } from 'vitest'
import { fakeStream, fakeTrack } from '../fakePeer'
import { nextRemoteMedia } from './storeMedia'

const [mic, camera, screen] = [fakeTrack('audio'), fakeTrack('video'), fakeTrack('video')]
const streamOf = (tracks: MediaStreamTrack[]) => fakeStream(tracks)
const empty = { remoteStreams: {}, remoteSources: {} }

describe('remote media in the store', () => {
  it('gives each session a tile stream of its sound and picture, and its sources apart', () => {
    const got = nextRemoteMedia(empty, new Map([['a', { microphone: mic, camera, screen }]]), streamOf)
    expect(got.changed).toBe(true)
    expect(got.remoteStreams.a?.getTracks()).toEqual([mic, screen])
    expect(got.remoteSources.a?.camera?.getTracks()).toEqual([camera])
    expect(got.remoteSources.a?.screen?.getTracks()).toEqual([screen])
  })

  it('keeps the streams whose tracks did not change', () => {
    const first = nextRemoteMedia(empty, new Map([['a', { microphone: mic, camera }]]), streamOf)
    const again = nextRemoteMedia(first, new Map([['a', { microphone: mic, camera }]]), streamOf)
    expect(again.changed).toBe(false)
    expect(again.remoteStreams.a).toBe(first.remoteStreams.a)
    expect(again.remoteSources.a?.microphone).toBe(first.remoteSources.a?.microphone)
  })

  it('makes a new tile stream when the screen comes, and drops a session no longer received', () => {
    const first = nextRemoteMedia(
      empty,
      new Map([
        ['a', { microphone: mic, camera }],
        ['b', { microphone: fakeTrack('audio') }],
      ]),
      streamOf,
    )
    const shared = nextRemoteMedia(first, new Map([['a', { microphone: mic, camera, screen }]]), streamOf)
    expect(shared.changed).toBe(true)
    expect(shared.remoteStreams.a).not.toBe(first.remoteStreams.a)
    expect(shared.remoteSources.a?.camera).toBe(first.remoteSources.a?.camera)
    expect(Object.keys(shared.remoteStreams)).toEqual(['a'])
  })
})
