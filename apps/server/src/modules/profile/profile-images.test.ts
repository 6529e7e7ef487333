import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  ErrorBody,
  FollowRecord,
  Profile,
  ProfileImageAnswer,
  ProfileImageMessage,
  VALIDATION_TEXTS,
} from '@nauka/contracts'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { TestUser } from '../../test/auth-helpers'
import { type Client, multipartFile } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { imagePart, pngImage } from './profile.fixtures'

const env = useTestServer()
let me: TestUser
let api: Client

beforeAll(async () => {
  me = await env.newUser()
  api = env.as(me)
})

const upload = (kind: 'image' | 'banner', part: { payload: Buffer; headers: Record<string, string> }) =>
  api.raw({ method: 'PUT', url: `/api/core/user_profile/info/${kind}/${me.id}`, ...part })
const storedFiles = () => readdirSync(join(env.t.config.DATA_DIR, 'files', 'profiles', String(me.id)))

describe('avatar and banner', () => {
  it('resizes an avatar to a 400×400 webp without metadata, and serves it with a long cache', async () => {
    const original = await sharp(await pngImage(1200, 900))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .toBuffer()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const res = await upload('image', imagePart(original, 'me.jpg', 'image/jpeg'))
    expect(res.statusCode, res.body).toBe(200)
    const answer = ProfileImageAnswer.parse(res.json())
    expect(answer).toMatchObject({ width: 400, height: 400, contentType: 'image/webp' })

    const served = await api('GET', answer.url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toContain('immutable')
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 })
    expect(meta.exif).toBeUndefined()
    expect(served.rawPayload.equals(original)).toBe(false)

    const profile = Profile.parse((await api('GET', `/api/core/user_profile/${me.id}`)).json())
    expect(profile.imageUrl).toBe(answer.url)
    const unversioned = await api('GET', `/api/core/user_profile/${me.id}/image`)
    expect(unversioned.headers['cache-control']).toBe('private, no-cache')
    const etag = String(unversioned.headers.etag)
    expect(
      (await api('GET', `/api/core/user_profile/${me.id}/image`, undefined, { 'if-none-match': etag }))
        .statusCode,
    ).toBe(304)
  })

  it('crops a banner to 1500×500 webp, and a new upload replaces the stored one', async () => {
    const first = ProfileImageAnswer.parse(
      (await upload('banner', imagePart(await pngImage(2000, 1000)))).json(),
    )
    const second = ProfileImageAnswer.parse(
      (await upload('banner', imagePart(await pngImage(800, 800)))).json(),
    )
    expect(second.url).not.toBe(first.url)
    const served = await api('GET', second.url)
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1500,
      height: 500,
    })
    expect(storedFiles().filter((name) => name.startsWith('banner-') && name.endsWith('.webp'))).toHaveLength(
      1,
    )
  })

  it('refuses a text file named .png with 415 in the error format, whatever type it claims', async () => {
    const text = Buffer.from('this is not an image, only text pretending to be one\n'.repeat(20))
    const res = await upload('image', imagePart(text, 'photo.png', 'image/png'))
    expect(res.statusCode).toBe(415)
    expect(ErrorBody.parse(res.json()).error).toMatchObject({
      code: 4150,
      message: VALIDATION_TEXTS.ru[ProfileImageMessage.type],
    })
  })

  it('refuses an image of another format (gif) and a damaged png', async () => {
    const gif = await sharp(await pngImage(20, 20))
      .gif()
      .toBuffer()
    expect((await upload('image', imagePart(gif, 'a.gif', 'image/gif'))).statusCode).toBe(415)
    const png = await pngImage(200, 200)
    const damaged = Buffer.concat([png.subarray(0, 100), Buffer.alloc(200, 7)])
    const res = await upload('image', imagePart(damaged))
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json()).error.message).toBe('Не удалось прочитать изображение')
  })

  it('refuses an image over 10 MB with 413', async () => {
    // Uncompressed noise-free PNG of 2000×2000 RGB: about 12 MB.
    const raw = Buffer.alloc(2000 * 2000 * 3, 90)
    const big = await sharp(raw, { raw: { width: 2000, height: 2000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024)
    const res = await upload('image', imagePart(big))
    expect(res.statusCode).toBe(413)
    expect(ErrorBody.parse(res.json()).error.message).toBe(VALIDATION_TEXTS.ru[ProfileImageMessage.tooLarge])
  })

  it('refuses a request that is not multipart, or has no image field', async () => {
    const json = await api('PUT', `/api/core/user_profile/info/image/${me.id}`, { image: 'x' })
    expect(json.statusCode).toBe(415)
    const wrongField = multipartFile('file', {
      name: 'a.png',
      type: 'image/png',
      data: await pngImage(10, 10),
    })
    expect((await upload('image', wrongField)).statusCode).toBe(400)
  })

  it('deletes the avatar: the profile has no image and the old address answers 404', async () => {
    const answer = ProfileImageAnswer.parse(
      (await upload('image', imagePart(await pngImage(500, 500)))).json(),
    )
    expect((await api('DELETE', `/api/core/user_profile/info/image/${me.id}`)).statusCode).toBe(204)
    expect(Profile.parse((await api('GET', `/api/core/user_profile/${me.id}`)).json()).imageUrl).toBeNull()
    expect((await api('GET', answer.url)).statusCode).toBe(404)
    expect(storedFiles().filter((name) => name.startsWith('avatar-'))).toEqual([])
  })

  it("shows a follower's avatar in follow records", async () => {
    const fan = await env.newUser()
    const answer = ProfileImageAnswer.parse(
      (
        await env.as(fan).raw({
          method: 'PUT',
          url: `/api/core/user_profile/info/image/${fan.id}`,
          ...imagePart(await pngImage(300, 300)),
        })
      ).json(),
    )
    await env.as(fan)('PATCH', '/api/core/user_subscription', [{ rEntity: `202:${me.id}`, subscribed: true }])
    const page = (await api('GET', `/api/core/user_subscription/subscribers/user:${me.id}`)).json()
    expect(z.array(FollowRecord).parse(page.elements)[0]?.imageUrl).toBe(answer.url)
  })
})
