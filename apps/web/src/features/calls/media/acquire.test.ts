import type { TFunction } from 'i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { translatorOf } from '../../../test/i18n'
import { fakeStream as fakeStreamOf, fakeTrack } from '../fakePeer'
import { acquireDevice, acquireMedia, keepWanted } from './acquire'
import { MediaAccessError, mediaErrorText, toMediaAccessError } from './errors'

/** A stand-in for the browser's stream: jsdom has no MediaStream. */
const fakeStream = (kinds: string[]) => ({ id: kinds.join('+') }) as unknown as MediaStream

/** Stubs the browser's getUserMedia: `answer` decides per request. */
const stubGetUserMedia = (answer: (c: MediaStreamConstraints) => MediaStream | DOMException) => {
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    const result = answer(constraints)
    if (result instanceof DOMException) throw result
    return result
  })
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } })
  return getUserMedia
}

afterEach(() => vi.unstubAllGlobals())

const BOTH = { audio: true, video: true }

describe('acquireMedia', () => {
  it('asks the chosen microphone and camera as ideal devices, so an unplugged one falls back', async () => {
    const get = stubGetUserMedia((c) => fakeStream(c.video ? ['audio', 'video'] : ['audio']))
    const got = await acquireMedia(BOTH, { microphoneId: 'mic-2', cameraId: 'cam-1' })
    expect(got.videoMissing).toBe(false)
    const asked = get.mock.calls[0]?.[0]
    expect(asked?.audio).toMatchObject({ deviceId: { ideal: 'mic-2' }, echoCancellation: true })
    expect(asked?.video).toMatchObject({ deviceId: { ideal: 'cam-1' } })
  })

  it('asks the microphone alone for an audio call', async () => {
    const get = stubGetUserMedia(() => fakeStream(['audio']))
    await acquireMedia({ audio: true, video: false })
    expect(get).toHaveBeenCalledTimes(1)
    expect(get.mock.calls[0]?.[0].video).toBeUndefined()
  })

  it('asks the camera alone when the microphone is not wanted (no permit for it)', async () => {
    const get = stubGetUserMedia(() => fakeStream(['video']))
    await acquireMedia({ audio: false, video: true })
    expect(get.mock.calls[0]?.[0]).toMatchObject({ audio: false, video: { frameRate: { max: 30 } } })
  })

  it('asks the browser nothing when no device is wanted', async () => {
    const get = stubGetUserMedia(() => fakeStream([]))
    expect(await acquireMedia({ audio: false, video: false })).toEqual({ stream: null, videoMissing: false })
    expect(get).not.toHaveBeenCalled()
  })

  it('has nothing to give when only the camera was wanted and there is none', async () => {
    const get = stubGetUserMedia(() => new DOMException('no camera', 'NotFoundError'))
    expect(await acquireMedia({ audio: false, video: true })).toEqual({ stream: null, videoMissing: true })
    expect(get).toHaveBeenCalledTimes(1)
  })

  it.each(['NotFoundError', 'OverconstrainedError'])(
    'goes on with sound only when the camera is missing (%s)',
    async (name) => {
      const get = stubGetUserMedia((c) =>
        c.video ? new DOMException('no camera', name) : fakeStream(['audio']),
      )
      const got = await acquireMedia(BOTH)
      expect(got).toEqual({ stream: fakeStream(['audio']), videoMissing: true })
      expect(get).toHaveBeenCalledTimes(2)
    },
  )

  it('does not fall back when access was refused: the person has to allow it', async () => {
    const get = stubGetUserMedia(() => new DOMException('denied', 'NotAllowedError'))
    const error = await acquireMedia(BOTH).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MediaAccessError)
    expect((error as MediaAccessError).reason).toBe('denied')
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('says notFound when there is no microphone either', async () => {
    stubGetUserMedia(() => new DOMException('nothing', 'NotFoundError'))
    await expect(acquireMedia(BOTH)).rejects.toMatchObject({ reason: 'notFound' })
  })

  it('says denied where the page may not ask at all (no mediaDevices on an insecure page)', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined })
    await expect(acquireMedia({ audio: true, video: false })).rejects.toMatchObject({ reason: 'denied' })
  })
})

describe('acquireDevice', () => {
  it('asks one device alone, for turning it on later in a call', async () => {
    const get = stubGetUserMedia(() => fakeStream(['audio']))
    await acquireDevice('audio', { microphoneId: 'mic-2', cameraId: 'cam-1' })
    expect(get.mock.calls[0]?.[0]).toEqual({
      audio: expect.objectContaining({ deviceId: { ideal: 'mic-2' } }),
    })
  })

  it('words a refusal as the call does', async () => {
    stubGetUserMedia(() => new DOMException('denied', 'NotAllowedError'))
    await expect(acquireDevice('video')).rejects.toMatchObject({ reason: 'denied' })
  })
})

describe('MediaAccessError', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'notFound'],
    ['NotReadableError', 'inUse'],
    ['AbortError', 'unknown'],
  ])('maps %s to %s', (name, reason) => {
    expect(toMediaAccessError(new DOMException('x', name)).reason).toBe(reason)
  })

  it('maps anything else to unknown', () => {
    expect(toMediaAccessError('boom').reason).toBe('unknown')
    expect(toMediaAccessError(new TypeError('x')).reason).toBe('unknown')
  })
})

describe('mediaErrorText', () => {
  let en: TFunction
  let ru: TFunction
  beforeAll(async () => {
    ;[en, ru] = [await translatorOf('en'), await translatorOf('ru')]
  })

  it('tells how to allow a refused device, in either language', () => {
    expect(mediaErrorText(en, new MediaAccessError('denied'))).toMatch(/site settings/)
    expect(mediaErrorText(ru, new MediaAccessError('denied'))).toMatch(/настройках сайта/)
  })

  it('words every reason in both languages', () => {
    for (const reason of ['denied', 'notFound', 'inUse', 'unknown'] as const) {
      for (const t of [en, ru])
        expect(mediaErrorText(t, new MediaAccessError(reason))).not.toContain('calls.')
    }
  })
})

describe('keepWanted', () => {
  it('ends and takes out the tracks the permits do not allow, keeping the rest', () => {
    const microphone = fakeTrack('audio')
    const camera = fakeTrack('video')
    const stopped: string[] = []
    for (const track of [microphone, camera]) track.stop = () => void stopped.push(track.kind)
    const stream = fakeStreamOf([microphone, camera])
    const kept = keepWanted({ stream, videoMissing: false }, { audio: true, video: false })
    expect(kept.stream?.getTracks()).toEqual([microphone])
    expect(stopped).toEqual(['video'])
  })
})
