import { QueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FEED_BOUND_PATHS } from '../boot/bootKeys'
import { useAuthStore } from '../features/auth/auth.store'
import { initialAuthState } from '../features/auth/model'
import { rememberSession } from '../features/auth/rememberedSession'
import { feedKeys } from '../features/posts/feed.keys'
import { HOME_FOR_USER, PATHS } from '../shared/paths'
import { ownUser, signedIn, stubFetch, userStatus, visitorSession } from '../test/fetchStub'
import { firstLoadPlan, startFirstLoad } from './firstLoad'
import { AppLayout, publicRouteAt, signedInRouteAt } from './pages'

const feedPage = { elements: [], hasMore: false }
/** The start-up session check as the fetch stub knows it: its path and a signed-in answer. */
const [[SESSION_ROUTE, SIGNED_IN]] = Object.entries(signedIn()) as [[string, { body: unknown }]]
const SESSION_PATH = SESSION_ROUTE.split(' ')[1]
const FEED_LIST = 'POST /api/core/user_messages/list/17'

/** The paths the app asked for, in order. */
const asked = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname)

/** Records the chunk requests instead of loading the real pages into jsdom. */
const spyOnChunks = () => {
  const feed = signedInRouteAt(PATHS.feed)?.Page
  if (!feed) throw new Error('no feed route')
  return {
    layout: vi.spyOn(AppLayout, 'preload').mockResolvedValue(undefined),
    feed: vi.spyOn(feed, 'preload').mockResolvedValue(undefined),
  }
}

beforeEach(() => {
  useAuthStore.setState(initialAuthState)
})

describe('firstLoadPlan', () => {
  it('prepares the signed-in page in the address at once', () => {
    expect(firstLoadPlan(PATHS.feed, false)).toEqual({ target: PATHS.feed, early: true })
    expect(firstLoadPlan('/userPost/12', false)).toEqual({ target: '/userPost/12', early: true })
  })

  it("prepares the feed for a visitor's or an unknown path, early only after a session here", () => {
    for (const path of ['/', PATHS.login, '/no/such/page']) {
      expect(firstLoadPlan(path, false), path).toEqual({ target: HOME_FOR_USER, early: false })
      expect(firstLoadPlan(path, true), path).toEqual({ target: HOME_FOR_USER, early: true })
    }
  })

  it("sends a reader last seen signed in to the feed from every path boot.js fetches the feed's code on", () => {
    for (const path of FEED_BOUND_PATHS)
      expect(firstLoadPlan(path, true), path).toEqual({ target: HOME_FOR_USER, early: true })
  })

  it('prepares a public page in the address at once, for a visitor as for a user', () => {
    const path = '/publication/00000000-0000-4000-8000-000000000001'
    expect(firstLoadPlan(path, false)).toEqual({ target: path, early: true })
  })

  it('leaves the verify-email link to its key', () => {
    expect(firstLoadPlan(PATHS.verifyEmail, true)).toBeNull()
  })
})

describe('startFirstLoad', () => {
  it("asks for the feed's code at once and its first page as soon as the session names the reader", async () => {
    let answerSession: () => void = () => {}
    const sessionAnswered = new Promise<void>((resolve) => {
      answerSession = resolve
    })
    const fetchMock = stubFetch({
      [FEED_LIST]: { body: feedPage },
      'GET /api/core/user/me': { body: ownUser() },
    })
    fetchMock.mockImplementationOnce(async () => {
      await sessionAnswered
      return new Response(JSON.stringify(SIGNED_IN.body), { status: 200 })
    })
    const chunks = spyOnChunks()
    const client = new QueryClient()

    startFirstLoad(client, PATHS.feed)

    // Before the session answers: its check and both chunks, and nothing rendered at all.
    expect(chunks.layout).toHaveBeenCalled()
    expect(chunks.feed).toHaveBeenCalled()
    expect(asked(fetchMock)).toEqual([SESSION_PATH])

    answerSession()
    await waitFor(() => expect(client.getQueryData(feedKeys.list(17))).toBeDefined())
    const paths = asked(fetchMock)
    // The page does not wait for the own user info (asked for alongside).
    expect(paths.indexOf('/api/core/user_messages/list/17')).toBeLessThan(paths.indexOf('/api/core/user/me'))
    expect(client.getQueryData(feedKeys.list(17))).toEqual({ pages: [feedPage], pageParams: [null] })
  })

  it('asks a visitor for no page data', async () => {
    const fetchMock = stubFetch({ ...visitorSession })
    spyOnChunks()
    startFirstLoad(new QueryClient(), PATHS.feed)
    await waitFor(() => expect(useAuthStore.getState().firstLoading).toBe(false))
    expect(asked(fetchMock)).toEqual([SESSION_PATH])
  })

  it('prepares the feed on / once the session names the reader, and early when a session is remembered', async () => {
    stubFetch({
      ...signedIn(),
      [FEED_LIST]: { body: feedPage },
      'GET /api/core/user/me': { body: ownUser() },
    })
    const cold = spyOnChunks()
    const client = new QueryClient()
    startFirstLoad(client, '/')
    expect(cold.feed).not.toHaveBeenCalled()
    await waitFor(() => expect(client.getQueryData(feedKeys.list(17))).toBeDefined())
    expect(cold.feed).toHaveBeenCalled()

    vi.restoreAllMocks()
    useAuthStore.setState(initialAuthState)
    stubFetch({
      ...signedIn(),
      [FEED_LIST]: { body: feedPage },
      'GET /api/core/user/me': { body: ownUser() },
    })
    rememberSession(userStatus())
    const warm = spyOnChunks()
    startFirstLoad(new QueryClient(), '/')
    expect(warm.feed).toHaveBeenCalled()
  })

  it("asks for a public page's code at once, the frame only for a reader, and never the feed", async () => {
    const path = '/publication/00000000-0000-4000-8000-000000000001'
    const page = publicRouteAt(path)?.Page
    if (!page) throw new Error('no publication route')
    const pageChunk = vi.spyOn(page, 'preload').mockResolvedValue(undefined)
    const fetchMock = stubFetch({
      ...signedIn(),
      [FEED_LIST]: { body: feedPage },
      'GET /api/core/user/me': { body: ownUser() },
    })
    const chunks = spyOnChunks()
    startFirstLoad(new QueryClient(), path)
    expect(pageChunk).toHaveBeenCalled()
    expect(chunks.layout).not.toHaveBeenCalled()
    await waitFor(() => expect(chunks.layout).toHaveBeenCalled())
    expect(chunks.feed).not.toHaveBeenCalled()
    expect(asked(fetchMock)).not.toContain('/api/core/user_messages/list/17')
  })

  it('does not check the session on the verify-email link', () => {
    const fetchMock = stubFetch({ ...signedIn() })
    spyOnChunks()
    startFirstLoad(new QueryClient(), PATHS.verifyEmail)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
