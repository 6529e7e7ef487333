import type { TFunction } from 'i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { translatorOf } from '../../../test/i18n'
import { acquireMedia } from './acquire'
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

describe('acquireMedia', () => {
  it('asks the chosen microphone and camera as ideal devices, so an unplugged one falls back', async () => {
    const get = stubGetUserMedia((c) => fakeStream(c.video ? ['audio', 'video'] : ['audio']))
    const got = await acquireMedia('video', { microphoneId: 'mic-2', cameraId: 'cam-1' })
    expect(got.videoMissing).toBe(false)
    const asked = get.mock.calls[0]?.[0]
    expect(asked?.audio).toMatchObject({ deviceId: { ideal: 'mic-2' }, echoCancellation: true })
    expect(asked?.video).toMatchObject({ deviceId: { ideal: 'cam-1' } })
  })

  it('asks the microphone alone for an audio call', async () => {
    const get = stubGetUserMedia(() => fakeStream(['audio']))
    await acquireMedia('audio')
    expect(get).toHaveBeenCalledTimes(1)
    expect(get.mock.calls[0]?.[0].video).toBeUndefined()
  })

  it.each(['NotFoundError', 'OverconstrainedError'])(
    'goes on with sound only when the camera is missing (%s)',
    async (name) => {
      const get = stubGetUserMedia((c) =>
        c.video ? new DOMException('no camera', name) : fakeStream(['audio']),
      )
      const got = await acquireMedia('video')
      expect(got).toEqual({ stream: fakeStream(['audio']), videoMissing: true })
      expect(get).toHaveBeenCalledTimes(2)
    },
  )

  it('does not fall back when access was refused: the person has to allow it', async () => {
    const get = stubGetUserMedia(() => new DOMException('denied', 'NotAllowedError'))
    const error = await acquireMedia('video').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MediaAccessError)
    expect((error as MediaAccessError).reason).toBe('denied')
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('says notFound when there is no microphone either', async () => {
    stubGetUserMedia(() => new DOMException('nothing', 'NotFoundError'))
    await expect(acquireMedia('video')).rejects.toMatchObject({ reason: 'notFound' })
  })

  it('says denied where the page may not ask at all (no mediaDevices on an insecure page)', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined })
    await expect(acquireMedia('audio')).rejects.toMatchObject({ reason: 'denied' })
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
