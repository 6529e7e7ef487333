import { ChannelSubscriptionList, ErrorBody, NEWS_CHANNEL } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { follow, switchChannels } from './feed.fixtures'

const env = useTestServer()
const { newUser, as } = env
const path = (user: TestUser | { id: number }) => `/api/core/user_messages/channels/subscriptions/${user.id}`

const channels = async (reader: TestUser, language = 'ru') => {
  const res = await as(reader)('GET', path(reader), undefined, { 'accept-language': language })
  expect(res.statusCode, res.body).toBe(200)
  return ChannelSubscriptionList.parse(res.json())
}
const AREAS_EN = [
  'Natural sciences',
  'Engineering and technology',
  'Medical and health sciences',
  'Agricultural sciences',
  'Social sciences',
  'Humanities',
]

describe('listing channels', () => {
  it('lists the news, each followed researcher and every science area, with their defaults', async () => {
    const [reader, named, unnamed, stranger] = await Promise.all([newUser(), newUser(), newUser(), newUser()])
    await as(named)('POST', '/api/core/user_profile/info', { firstName: 'Lise', lastName: 'Meitner' })
    await follow(as(reader), named)
    await follow(as(reader), unnamed)

    const list = await channels(reader, 'en')
    expect(list.slice(0, 3)).toEqual([
      { source: NEWS_CHANNEL, subscribed: true, name: 'Platform news' },
      { source: `202:${named.id}`, subscribed: true, name: 'Lise Meitner' },
      { source: `202:${unnamed.id}`, subscribed: true, name: `User ${unnamed.id}` },
    ])
    expect(list.slice(3)).toEqual(
      AREAS_EN.map((name, i) => ({ source: `40:${i + 1}`, subscribed: false, name })),
    )
    expect(list.map((c) => c.source)).not.toContain(`202:${stranger.id}`)
    expect(list.map((c) => c.source)).not.toContain(`202:${reader.id}`)
  })

  it("names the news and the areas in the reader's language", async () => {
    const reader = await newUser()
    const list = await channels(reader, 'ru')
    expect(list[0]?.name).toBe('Новости платформы')
    expect(list.find((c) => c.source === '40:1')?.name).toBe('Естественные науки')
  })
})

describe('switching channels', () => {
  it('stores the changes and answers the new list', async () => {
    const [reader, author] = await Promise.all([newUser(), newUser()])
    await follow(as(reader), author)
    const res = await switchChannels(as(reader), reader, [
      { source: NEWS_CHANNEL, subscribed: false },
      { source: `202:${author.id}`, subscribed: false },
      { source: '40:2', subscribed: true },
      { source: '40:3', subscribed: true },
      { source: '40:3', subscribed: false },
    ])
    const answered = ChannelSubscriptionList.parse(res.json())
    const state = (list: typeof answered) => Object.fromEntries(list.map((c) => [c.source, c.subscribed]))
    expect(state(answered)).toMatchObject({
      [NEWS_CHANNEL]: false,
      [`202:${author.id}`]: false,
      '40:1': false,
      '40:2': true,
      '40:3': false,
    })
    expect(await channels(reader)).toEqual(answered)

    await switchChannels(as(reader), reader, [{ source: NEWS_CHANNEL, subscribed: true }])
    expect(state(await channels(reader))).toMatchObject({ [NEWS_CHANNEL]: true, '40:2': true })
  })

  it('refuses sources the reader has no channel for, naming each, and changes nothing', async () => {
    const [reader, stranger] = await Promise.all([newUser(), newUser()])
    const before = await channels(reader)
    const res = await as(reader)(
      'POST',
      path(reader),
      [
        { source: NEWS_CHANNEL, subscribed: false },
        { source: `202:${stranger.id}`, subscribed: true },
        { source: `202:${reader.id}`, subscribed: false },
        { source: '40:999', subscribed: true },
        { source: '25:1', subscribed: true },
      ],
      { 'accept-language': 'en' },
    )
    expect(res.statusCode).toBe(400)
    const body = ErrorBody.parse(res.json())
    expect(body.validationErrors?.map((e) => e.field)).toEqual([
      '1.source',
      '2.source',
      '3.source',
      '4.source',
    ])
    expect(body.validationErrors?.[0]?.message).toBe(
      `Channel 202:${stranger.id} is not one of yours: follow the author or pick a science area from the catalogue`,
    )
    expect(await channels(reader)).toEqual(before)
  })

  it('refuses a malformed body', async () => {
    const reader = await newUser()
    for (const body of [
      [],
      [{ source: 'everything', subscribed: true }],
      [{ source: NEWS_CHANNEL }],
      [{ source: NEWS_CHANNEL, subscribed: 'yes' }],
      { source: NEWS_CHANNEL, subscribed: true },
    ]) {
      const res = await as(reader)('POST', path(reader), body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(ErrorBody.parse(res.json()).error.code).toBe(4000)
    }
  })
})

describe('access', () => {
  it("refuses another user's channels with 403 and a visitor with 401", async () => {
    const [reader, other] = await Promise.all([newUser(), newUser()])
    expect((await as(other)('GET', path(reader))).statusCode).toBe(403)
    const write = await as(other)('POST', path(reader), [{ source: NEWS_CHANNEL, subscribed: false }])
    expect(write.statusCode).toBe(403)
    expect(ErrorBody.parse(write.json()).error.type).toBe('access')
    expect((await as()('GET', path(reader))).statusCode).toBe(401)
    expect((await as()('POST', path(reader), [{ source: NEWS_CHANNEL, subscribed: false }])).statusCode).toBe(
      401,
    )
    expect((await channels(reader))[0]?.subscribed).toBe(true)
  })
})
