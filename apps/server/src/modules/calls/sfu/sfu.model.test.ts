import { randomUUID } from 'node:crypto'
import { CallMedia } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import {
  moderation,
  roomOf,
  sessionsOfStreams,
  sourceOf,
  streamKey,
  streamsGone,
  streamsToAdd,
  subscriberStreams,
} from './sfu.model'

const a = randomUUID()
const b = randomUUID()

describe('the streams a subscriber receives', () => {
  const users = new Map([
    [a, 1],
    [b, 2],
  ])

  it("names each flowing audio and video by its feed's session, user and source", () => {
    expect(
      subscriberStreams(
        [
          { mid: '0', type: 'audio', active: true, feed_display: a, feed_description: 'microphone' },
          { mid: '1', type: 'video', active: true, feed_display: a, feed_description: 'camera' },
          { mid: '2', type: 'video', active: true, feed_display: b, feed_description: 'screen' },
        ],
        users,
      ),
    ).toEqual([
      { mid: '0', kind: 'audio', source: 'microphone', userId: 1, mediaSessionId: a },
      { mid: '1', kind: 'video', source: 'camera', userId: 1, mediaSessionId: a },
      { mid: '2', kind: 'video', source: 'screen', userId: 2, mediaSessionId: b },
    ])
  })

  it('leaves out what stopped, data channels, and feeds of nobody in the call', () => {
    expect(
      subscriberStreams(
        [
          { mid: '0', type: 'audio', active: false, feed_display: a },
          { mid: '1', type: 'data', active: true },
          { mid: '2', type: 'video', active: true, feed_display: randomUUID() },
          { mid: '3', type: 'video', active: true, feed_display: 'nauka-observer' },
        ],
        users,
      ),
    ).toEqual([])
  })

  it('takes a track without a known description for the usual source of its kind', () => {
    expect(sourceOf('audio', undefined)).toBe('microphone')
    expect(sourceOf('video', 'whiteboard')).toBe('camera')
    expect(sourceOf('video', 'screen')).toBe('screen')
  })

  it('looks up only sessions, once each', () => {
    const streams = [
      { mid: '0', type: 'audio', feed_display: a },
      { mid: '1', type: 'video', feed_display: a },
      { mid: '2', type: 'video', feed_display: 'not a session' },
    ]
    expect(sessionsOfStreams(streams)).toEqual([a])
  })
})

describe('the streams a subscriber adds', () => {
  const publishers = [
    { id: 1, streams: [{ type: 'audio', mid: '0' }] },
    {
      id: 2,
      streams: [
        { type: 'audio', mid: '0' },
        { type: 'video', mid: '1' },
        { type: 'video', mid: '2', disabled: true },
        { type: 'data', mid: '3' },
      ],
    },
    { id: 4, dummy: true, streams: [{ type: 'video', mid: '0' }] },
  ]

  it("adds the flowing audio and video of other sessions' publishers, not yet received", () => {
    expect(streamsToAdd(publishers, 1, new Set(['2:0']))).toEqual([{ feed: 2, mid: '1' }])
  })

  it('adds a stream a publisher added later beside those received (a screen shared)', () => {
    const sharing = { id: 2, streams: [...(publishers[1]?.streams ?? []), { type: 'video', mid: '4' }] }
    expect(streamsToAdd([sharing], 1, new Set(['2:0', '2:1']))).toEqual([{ feed: 2, mid: '4' }])
  })

  it('forgets the streams that stopped or went with their publisher, to add them again if they come back', () => {
    const received = new Set(['2:0', '2:1', '2:2', '5:0'])
    expect(streamsGone(publishers[1] ?? { id: 0 }, received)).toEqual(['2:2'])
    expect(streamsGone({ id: 5 }, received)).toEqual(['5:0'])
    expect(streamKey({ feed: 7, mid: '3' })).toBe('7:3')
  })
})

describe('moderation of a publisher', () => {
  it('mutes each stream whose permit is gone and lets the others through', () => {
    const streams = [
      { type: 'audio', mid: '0', description: 'microphone' },
      { type: 'video', mid: '1', description: 'camera' },
      { type: 'video', mid: '2', description: 'screen' },
      { type: 'data', mid: '3' },
    ]
    expect(moderation(streams, { audio: false, video: true, screen: false })).toEqual([
      { mid: '0', mute: true },
      { mid: '1', mute: false },
      { mid: '2', mute: true },
    ])
  })
})

describe('the room of a call', () => {
  it('is there for a call through the media server that has one, and not for the mesh', () => {
    const sfu = { media: CallMedia.Sfu, janusRoom: 42, janusSecret: 's' }
    expect(roomOf(sfu)).toEqual({ room: 42, secret: 's' })
    expect(roomOf({ ...sfu, media: CallMedia.Mesh })).toBeNull()
    expect(roomOf({ ...sfu, janusRoom: null })).toBeNull()
  })
})
