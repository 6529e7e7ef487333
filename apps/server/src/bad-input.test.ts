import { ErrorBody, GeneralErrorCode, IdMessage, MessageType, TextMessage } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertDialog, insertTexts, send } from './modules/chat/messages.fixtures'
import { validEducation } from './modules/profile/profile.fixtures'
import { translate } from './platform/i18n/messages'
import type { TestUser } from './test/auth-helpers'
import type { Client, Method } from './test/http'
import { useTestServer } from './test/test-server'

/**
 * Input PostgreSQL cannot take must be refused by the contracts' schemas, as a 400 naming the field,
 * never reach the database (which answered 500): a NUL character or a lone UTF-16 surrogate in a
 * text, and an id beyond the `integer` columns (2^31 - 1).
 */

const NUL = 'Bad\u0000text'
const LONE_HIGH = 'Bad\ud800text'
const LONE_LOW = 'Bad\udc00text'
const TOO_BIG = 2 ** 31
const UNSTORABLE = TextMessage.unstorable

const env = useTestServer({ listen: true })
let me: TestUser
let other: TestUser
let api: Client
let postId: number
let dialogId: number
let messageId: number

beforeAll(async () => {
  ;[me, other] = await Promise.all([env.newUser(), env.newUser()])
  api = env.as(me)
  const post = await api('POST', '/api/core/post', { title: 'A post', text: 'Its text' })
  if (post.statusCode !== 201) throw new Error(`post failed: ${post.body}`)
  postId = (post.json() as { id: number }).id
  dialogId = await insertDialog(env.db, [me.id, other.id])
  ;[messageId = 0] = await insertTexts(env.db, dialogId, me.id, 1)
})

/** The answer must be the catalogue's validation error with `field` among the fields it names. */
function expectRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400)
  const body = ErrorBody.parse(res.json())
  expect(body.error.code).toBe(GeneralErrorCode.ValidationFailed)
  const named = body.validationErrors?.find((issue) => issue.field === field)
  expect(named, `no validation error for ${field}: ${JSON.stringify(body.validationErrors)}`).toBeDefined()
  return named?.message
}

type Case = { name: string; method: Method; url: () => string; body?: () => unknown; field: string }

const textCases = (bad: string): Case[] => [
  {
    name: 'a post title',
    method: 'POST',
    url: () => '/api/core/post',
    body: () => ({ title: bad, text: 'x' }),
    field: 'title',
  },
  {
    name: 'a post text',
    method: 'POST',
    url: () => '/api/core/post',
    body: () => ({ title: 'x', text: bad }),
    field: 'text',
  },
  {
    name: 'an edited post',
    method: 'PATCH',
    url: () => '/api/core/post',
    body: () => ({ id: postId, text: bad }),
    field: 'text',
  },
  {
    name: 'a comment',
    method: 'POST',
    url: () => '/api/core/post/comment',
    body: () => ({ rPost: `302:${postId}`, text: bad }),
    field: 'text',
  },
  {
    name: 'an education',
    method: 'POST',
    url: () => `/api/core/user_profile/${me.id}/education`,
    body: () => ({ ...validEducation, institution: bad }),
    field: 'institution',
  },
  {
    name: 'a keyword of the interests',
    method: 'POST',
    url: () => `/api/core/user_profile/${me.id}/scientific_interest`,
    body: () => ({ dsc: 'Physics', keywords: ['optics', bad] }),
    field: 'keywords.1',
  },
  {
    name: 'the own profile text',
    method: 'POST',
    url: () => '/api/core/user_profile/info',
    body: () => ({ firstName: bad }),
    field: 'firstName',
  },
  {
    name: 'a group dialog name',
    method: 'POST',
    url: () => '/api/chat/v1/dialogs/create',
    body: () => ({ dialogName: bad, users: [other.id], group: true }),
    field: 'dialogName',
  },
  {
    name: 'a message edit',
    method: 'PATCH',
    url: () => '/api/chat/v1/messages/update',
    body: () => ({ dialogId, messageId, updatedText: bad }),
    field: 'updatedText',
  },
  {
    name: 'the chat search',
    method: 'GET',
    url: () => `/api/chat/v1/dialogs/search-messages/${dialogId}?searchField=${encodeURIComponent(bad)}`,
    field: 'searchField',
  },
  {
    name: 'the user search',
    method: 'GET',
    url: () => `/api/chat/v1/users/search?searchField=${encodeURIComponent(bad)}`,
    field: 'searchField',
  },
  {
    name: 'the organization lookup',
    method: 'GET',
    url: () => `/api/core/organization/find?query=${encodeURIComponent(bad)}`,
    field: 'query',
  },
  {
    name: 'a catalogue search',
    method: 'POST',
    url: () => '/api/core/cls/find',
    body: () => ({ cls: 208, term: bad }),
    field: 'term',
  },
]

describe('a text PostgreSQL cannot store', () => {
  it.each(textCases(NUL))('refuses a NUL character in $name with 400 naming the field', async (c) => {
    const message = expectRefused(await api(c.method, c.url(), c.body?.()), c.field)
    expect(message).toBe(translate('ru', UNSTORABLE))
  })

  // A query string cannot carry a lone surrogate (it is UTF-8 on the wire), so the JSON bodies.
  const bodies = (bad: string) => textCases(bad).filter((c) => c.body)
  it.each([...bodies(LONE_HIGH), ...bodies(LONE_LOW)])(
    'refuses a lone surrogate in $name with 400 naming the field',
    async (c) => {
      const message = expectRefused(await api(c.method, c.url(), c.body?.()), c.field)
      expect(message).toBe(translate('ru', UNSTORABLE))
    },
  )

  it('keeps emoji (surrogate pairs) and Cyrillic', async () => {
    const res = await api('POST', '/api/core/post', { title: 'Привет 👋🏽', text: 'Текст 🧪' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ title: 'Привет 👋🏽', text: 'Текст 🧪' })
  })

  it('answers in Russian by default and in English when asked', async () => {
    const body = { title: NUL, text: 'x' }
    const ru = expectRefused(await api('POST', '/api/core/post', body), 'title')
    const en = expectRefused(await api('POST', '/api/core/post', body, { 'accept-language': 'en' }), 'title')
    expect(ru).toBe(translate('ru', UNSTORABLE))
    expect(en).toBe(translate('en', UNSTORABLE))
    expect(ru).not.toBe(en)
    expect(ru).not.toBe(UNSTORABLE)
  })

  it('refuses a NUL character in a socket message through the acknowledgement, and the socket lives on', async () => {
    const socket = await env.open(me)
    const answer = await send(socket, { dialog: dialogId, cType: MessageType.TextMessage, text: NUL })
    expect(answer).toEqual({
      ok: false,
      error: { code: GeneralErrorCode.ValidationFailed, message: `text: ${translate('ru', UNSTORABLE)}` },
    })
    const fine = await send(socket, { dialog: dialogId, cType: MessageType.TextMessage, text: 'fine' })
    expect(fine.ok).toBe(true)
  })
})

const idCases: Case[] = [
  { name: 'a post path id', method: 'GET', url: () => `/api/core/post/${TOO_BIG}`, field: 'id' },
  { name: 'a dialog path id', method: 'GET', url: () => `/api/chat/v1/dialogs/info/${TOO_BIG}`, field: 'id' },
  { name: 'a profile path id', method: 'GET', url: () => `/api/core/user_profile/${TOO_BIG}`, field: 'id' },
  {
    name: 'a profile item path id',
    method: 'DELETE',
    url: () => `/api/core/user_profile/${me.id}/education/${TOO_BIG}`,
    field: 'itemId',
  },
  {
    name: 'a user:<n> segment',
    method: 'DELETE',
    url: () => `/api/core/user_subscription/subscribers/self/user:${TOO_BIG}`,
    field: 'entity',
  },
  {
    name: 'a user:<n> segment of a wall',
    method: 'POST',
    url: () => `/api/core/feed/items/by_owner/user:${TOO_BIG}`,
    field: 'entity',
  },
  { name: 'cls of cls/all', method: 'GET', url: () => `/api/core/cls/all?cls=${TOO_BIG}`, field: 'cls' },
  {
    name: 'cls of cls/find',
    method: 'POST',
    url: () => '/api/core/cls/find',
    body: () => ({ cls: TOO_BIG }),
    field: 'cls',
  },
  {
    name: 'parentNum of cls/find',
    method: 'POST',
    url: () => '/api/core/cls/find',
    body: () => ({ cls: 154, parentNum: TOO_BIG }),
    field: 'parentNum',
  },
  {
    name: 'a feed cursor',
    method: 'POST',
    url: () => `/api/core/user_messages/list/${me.id}?sinceId=${TOO_BIG}`,
    field: 'sinceId',
  },
  {
    name: 'a comment cursor',
    method: 'POST',
    url: () => '/api/core/post/comment/fetch',
    body: () => ({ postId, sinceId: TOO_BIG }),
    field: 'sinceId',
  },
  {
    name: 'an id in a list body',
    method: 'POST',
    url: () => '/api/chat/v1/users/status',
    body: () => ({ users: [other.id, TOO_BIG] }),
    field: 'users.1',
  },
  {
    name: 'an id in a list of read marks',
    method: 'PATCH',
    url: () => '/api/chat/v1/messages/read',
    body: () => ({ dialogId, messages: [TOO_BIG], readStatus: 3 }),
    field: 'messages.0',
  },
  {
    name: 'an item id in a replaced list',
    method: 'PATCH',
    url: () => `/api/core/user_profile/${me.id}/scientific_interest`,
    body: () => [{ id: TOO_BIG, dsc: 'x', keywords: [] }],
    field: '0.id',
  },
  {
    name: 'an id inside a user reference',
    method: 'PATCH',
    url: () => '/api/core/user_subscription',
    body: () => [{ rEntity: `202:${TOO_BIG}`, subscribed: true }],
    field: '0.rEntity',
  },
  {
    name: 'an id inside a post reference',
    method: 'POST',
    url: () => '/api/core/post/comment',
    body: () => ({ rPost: `302:${TOO_BIG}`, text: 'x' }),
    field: 'rPost',
  },
  {
    name: 'an id inside a catalogue reference',
    method: 'POST',
    url: () => `/api/core/user_profile/${me.id}/education`,
    body: () => ({ ...validEducation, cCity: `154:${TOO_BIG}` }),
    field: 'cCity',
  },
  {
    name: 'an id inside a channel',
    method: 'POST',
    url: () => `/api/core/user_messages/channels/subscriptions/${me.id}`,
    body: () => [{ source: `202:${TOO_BIG}`, subscribed: true }],
    field: '0.source',
  },
  {
    name: 'the dictionary of a settings value',
    method: 'PATCH',
    url: () => '/api/core/user_profile/settings',
    body: () => ({ '132:11': `${TOO_BIG}:1` }),
    field: '132:11',
  },
]

describe('an id beyond the integer columns', () => {
  it.each(idCases)('refuses 2^31 as $name with 400 naming the field', async (c) => {
    expectRefused(await api(c.method, c.url(), c.body?.()), c.field)
  })

  it('names a too large id in the user language', async () => {
    const url = `/api/core/cls/all?cls=${TOO_BIG}`
    const ru = expectRefused(await api('GET', url), 'cls')
    const en = expectRefused(await api('GET', url, undefined, { 'accept-language': 'en' }), 'cls')
    expect(ru).toBe(translate('ru', IdMessage.tooLarge))
    expect(en).toBe(translate('en', IdMessage.tooLarge))
    expect(ru).not.toBe(en)
  })

  it('still accepts the largest id, which names nothing', async () => {
    expect((await api('GET', `/api/core/post/${2 ** 31 - 1}`)).statusCode).toBe(404)
  })
})
