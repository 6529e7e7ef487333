import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import type { TestUser } from '../../test/auth-helpers'
import type { Client, Method } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { BASE, createGroup, createPersonal, dialogInfo, errorOf } from './dialogs.fixtures'
import { insertTexts } from './messages.fixtures'

/**
 * DESIGN "Tests": every dialogs and chat-users route refuses a visitor (401), and every route about
 * one dialog answers a non-member (never a member, or a former one) 404 `chat.dialogNotFound`, as
 * for a dialog that does not exist: a stranger learns nothing. The table is checked against the
 * OpenAPI document, so a new route without a row here fails the first test.
 */

interface Route {
  method: Method
  /** As the OpenAPI document names it. */
  route: string
  /** The URL for a dialog id (and a user id for bodies). */
  url: (id: number) => string
  body?: (id: number, userId: number) => unknown
  /** About one dialog: a non-member gets 404. */
  ofDialog: boolean
}

const C = '/api/chat/v1'
const idRoute = (method: Method, path: string, body?: Route['body']): Route => ({
  method,
  route: `${BASE}/${path}{id}`,
  url: (id) => `${BASE}/${path}${id}`,
  body,
  ofDialog: true,
})
const ROUTES: Route[] = [
  { method: 'GET', route: BASE, url: () => BASE, ofDialog: false },
  {
    method: 'POST',
    route: `${BASE}/create`,
    url: () => `${BASE}/create`,
    body: (_, u) => ({ users: [u] }),
    ofDialog: false,
  },
  idRoute('GET', 'info/'),
  idRoute('POST', 'pin/'),
  idRoute('POST', 'unpin/'),
  idRoute('POST', 'enable-notifications/'),
  idRoute('POST', 'disable-notifications/'),
  idRoute('POST', 'block/'),
  idRoute('POST', 'unblock/'),
  idRoute('DELETE', ''),
  idRoute('DELETE', 'clear/'),
  idRoute('DELETE', 'chat/'),
  idRoute('PATCH', 'leave/'),
  idRoute('PATCH', '', (_, u) => ({ name: 'Taken over', users: [u] })),
  idRoute('POST', 'make-admin/', (_, u) => ({ userId: u })),
  idRoute('PATCH', 'remove-admin/', (_, u) => ({ userId: u })),
  {
    method: 'POST',
    route: `${BASE}/invite`,
    url: () => `${BASE}/invite`,
    body: (id, u) => ({ dialogId: id, user: u }),
    ofDialog: true,
  },
  {
    method: 'DELETE',
    route: `${BASE}/chat/{chatId}/member/{memberId}`,
    url: (id) => `${BASE}/chat/${id}/member/1`,
    ofDialog: true,
  },
  {
    method: 'GET',
    route: `${C}/users/search`,
    url: (id) => `${C}/users/search?searchField=a&dialogId=${id}`,
    ofDialog: true,
  },
  {
    method: 'POST',
    route: `${C}/users/status`,
    url: () => `${C}/users/status`,
    body: (_, u) => ({ users: [u] }),
    ofDialog: false,
  },
]

// The messages module's routes (GET /dialogs/{id}, search-messages, /messages/…) have their own tests.
const MINE = new RegExp(`^[A-Z]+ (${BASE}(/(?!search-messages).*)?|${C}/users/.*)$`)
const MESSAGES_ROUTE = `GET ${BASE}/{id}`

const env = useTestServer()
const { as: api } = env
let admin: TestUser
let member: TestUser
let stranger: TestUser
let former: TestUser
let group: number
let personal: number
let documented: string[]
const send = (client: Client, r: Route, id: number, userId: number) =>
  client(r.method, r.url(id), r.body?.(id, userId))

beforeAll(async () => {
  ;[admin, member, stranger, former] = await Promise.all([
    env.newUser(),
    env.newUser(),
    env.newUser(),
    env.newUser(),
  ])
  group = (await createGroup(api(admin), [member.id, former.id])).id
  personal = (await createPersonal(api(admin), member.id)).id
  await insertTexts(env.db, personal, member.id, 2)
  expect((await api(former)('PATCH', `${BASE}/leave/${group}`)).statusCode).toBe(200)
  const doc = (await env.t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> }
  documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  )
})

describe('access to dialogs', () => {
  it('has a row for every dialogs and chat-users route the server has', () => {
    const covered = new Set(ROUTES.map((r) => `${r.method} ${r.route}`))
    const missing = documented.filter(
      (route) => MINE.test(route) && route !== MESSAGES_ROUTE && !covered.has(route),
    )
    expect(missing).toEqual([])
    expect(ROUTES.every((r) => documented.includes(`${r.method} ${r.route}`))).toBe(true)
  })

  it('refuses a visitor with 401 on every route', async () => {
    for (const r of ROUTES) {
      const res = await send(api(), r, group, member.id)
      expect(res.statusCode, `${r.method} ${r.url(group)}`).toBe(401)
      expect(errorOf(res.body).error.code).toBe(1100)
    }
  })

  it('answers a stranger and a former member 404 on every route about a dialog, changing nothing', async () => {
    const before = [await dialogInfo(api(admin), group), await dialogInfo(api(admin), personal)]
    for (const outsider of [stranger, former])
      for (const id of [group, personal, 999_999])
        for (const r of ROUTES.filter((route) => route.ofDialog)) {
          const res = await send(api(outsider), r, id, outsider.id)
          expect(res.statusCode, `${r.method} ${r.url(id)}`).toBe(404)
          expect(errorOf(res.body).error.message).toBe(translate('ru', 'chat.dialogNotFound'))
        }
    expect([await dialogInfo(api(admin), group), await dialogInfo(api(admin), personal)]).toEqual(before)
  })

  it('shows a stranger none of the dialogs in their list', async () => {
    const list = (await api(stranger)('GET', BASE)).json() as { count: number }
    expect(list.count).toBe(0)
  })

  it('refuses malformed ids and bodies with 400 in the wire format, never 500', async () => {
    for (const [method, url, body] of [
      ['GET', `${BASE}/info/abc`, undefined],
      ['POST', `${BASE}/pin/-1`, undefined],
      ['POST', `${BASE}/create`, { users: 'x' }],
      ['POST', `${BASE}/invite`, { dialogId: group }],
      ['PATCH', `${BASE}/${group}`, { name: 'x' }],
      ['GET', `${BASE}?lastMessageId=-5`, undefined],
    ] as const) {
      const res = await api(admin)(method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(400)
      expect(errorOf(res.body).error.message.length).toBeGreaterThan(0)
    }
  })
})
