import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { feedItemOf, postOf } from '../../test/posts'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { useDeviceStore } from '../device/device.store'

const ME = 17
const FEED = `POST /api/core/user_messages/list/${ME}`
const feedPage = (ids: number[], hasMore = false, authorId = 5) => ({
  body: { elements: ids.map((id) => feedItemOf(postOf(id, {}, authorId))), hasMore },
})
const openFeed = async () => {
  await renderApp({ path: '/feed', locale: 'ru' })
  return screen.findByRole('list', { name: t('feed.tabs.feed') })
}

describe('the feed page', () => {
  it('shows the posts of the feed and loads the next page after the last item', async () => {
    const user = setupUser()
    const urls: string[] = []
    stubFetch({
      ...signedIn(ME),
      [FEED]: ({ url }) => {
        urls.push(url)
        return urls.length === 1 ? feedPage([1, 2], true) : feedPage([3])
      },
    })
    const list = await openFeed()
    const first = within(list).getByRole('article', { name: 'Post 1' })
    expect(within(first).getByRole('link', { name: 'Ада Лавлейс' }).getAttribute('href')).toBe('/profile/5')
    expect(within(first).getByRole('link', { name: 'Post 1' }).getAttribute('href')).toBe('/userPost/1')
    expect(within(first).getByRole('link', { name: t('feed.post.comments', { count: 2 }) })).toBeTruthy()
    expect(urls[0]).toContain('pageSize=20')
    expect(urls[0]).not.toContain('since')

    await user.click(screen.getByRole('button', { name: t('common.showMore') }))
    await within(list).findByRole('article', { name: 'Post 3' })
    const next = new URL(urls[1] ?? '', 'http://x').searchParams
    expect(next.get('since')).toBe(postOf(2).publicationDate)
    expect(next.get('sinceId')).toBe('2')
    // The server said there is no more.
    expect(screen.queryByRole('button', { name: t('common.showMore') })).toBeNull()
  })

  it('says there is no news, with the ways to get some (SPEC 8)', async () => {
    stubFetch({ ...signedIn(ME), [FEED]: feedPage([]) })
    await renderApp({ path: '/feed', locale: 'ru' })
    expect(await screen.findByText(t('feed.empty.title'))).toBeTruthy()
    expect(screen.getByText(t('feed.empty.hint'))).toBeTruthy()
    expect(screen.getByRole('link', { name: t('feed.empty.findResearchers') }).getAttribute('href')).toBe(
      '/nausearch',
    )
  })

  it('shows a failed load with a retry that loads again', async () => {
    const user = setupUser()
    let calls = 0
    stubFetch({
      ...signedIn(ME),
      [FEED]: () => {
        calls += 1
        return calls === 1
          ? {
              status: 500,
              body: { error: { code: 5000, textCode: 'internal', type: 'server', message: 'x' } },
            }
          : feedPage([7])
      },
    })
    await renderApp({ path: '/feed', locale: 'ru' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(t('errors.5000'))
    await user.click(within(alert).getByRole('button', { name: t('common.retry') }))
    expect(await screen.findByRole('article', { name: 'Post 7' })).toBeTruthy()
  })

  it('offline, keeps showing the loaded feed, says since when, and disables writing', async () => {
    stubFetch({ ...signedIn(ME), [FEED]: feedPage([1]) })
    const list = await openFeed()
    expect(screen.getByRole('button', { name: t('feed.newPost') })).toHaveProperty('disabled', false)

    act(() => useDeviceStore.setState({ online: false }))
    expect(await screen.findByText(/Вы не в сети — показана лента, загруженная/)).toBeTruthy()
    expect(within(list).getByRole('article', { name: 'Post 1' })).toBeTruthy()
    expect(screen.getByRole('button', { name: t('feed.newPost') })).toHaveProperty('disabled', true)
    expect(within(list).getByRole('button', { name: t('feed.post.like', { count: 1 }) })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('offline with nothing loaded, says there is no connection (SPEC 8)', async () => {
    const fetchMock = stubFetch(signedIn(ME))
    const answer = fetchMock.getMockImplementation()
    // The connection is gone: the feed's request fails as fetch fails without a network.
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/user_messages/list/')) throw new TypeError('Failed to fetch')
      return answer ? answer(input, init) : new Response(null, { status: 404 })
    })
    await renderApp({ path: '/feed', locale: 'ru' })
    act(() => useDeviceStore.setState({ online: false }))
    expect(await screen.findByText(t('offline.noConnection'))).toBeTruthy()
  })

  it('lists my own publications in their tab', async () => {
    const user = setupUser()
    const bodies: string[] = []
    stubFetch({
      ...signedIn(ME),
      [FEED]: feedPage([]),
      'POST /api/core/post/fetch': ({ init }) => {
        bodies.push(String(init?.body))
        return { body: { count: 1, hasMore: false, elements: [postOf(40, { title: 'Моя статья' }, ME)] } }
      },
    })
    await renderApp({ path: '/feed', locale: 'ru' })
    await user.click(await screen.findByRole('tab', { name: t('feed.tabs.mine') }))
    const list = await screen.findByRole('list', { name: t('feed.tabs.mine') })
    expect(within(list).getByRole('article', { name: 'Моя статья' })).toBeTruthy()
    expect(JSON.parse(bodies[0] ?? '{}')).toEqual({ pageSize: 20 })
    expect(screen.getByTestId('location').textContent).toBe('/feed')
  })

  it('likes a post at once and takes the server’s count', async () => {
    const user = setupUser()
    const sent: string[] = []
    stubFetch({
      ...signedIn(ME),
      [FEED]: feedPage([1]),
      'PUT /api/core/post/1/react': ({ init }) => {
        sent.push(String(init?.body))
        return {
          body: postOf(1, {
            myReaction: '91:1',
            meta: { view_count: 3, comment_count: 2, reaction_count: 9 },
          }),
        }
      },
    })
    const list = await openFeed()
    await user.click(within(list).getByRole('button', { name: t('feed.post.like', { count: 1 }) }))
    const liked = await within(list).findByRole('button', { name: t('feed.post.like', { count: 9 }) })
    expect(liked.getAttribute('aria-pressed')).toBe('true')
    expect(sent).toEqual(['"91:1"'])
  })

  it('lets the author delete a post after confirming, and it leaves the feed', async () => {
    const user = setupUser()
    const deleted: string[] = []
    stubFetch({
      ...signedIn(ME),
      [FEED]: () => (deleted.length ? feedPage([2], false, ME) : feedPage([1, 2], false, ME)),
      'DELETE /api/core/post/1': () => {
        deleted.push('1')
        return { status: 204 }
      },
    })
    const list = await openFeed()
    await user.click(within(list).getByRole('button', { name: t('feed.post.actions', { title: 'Post 1' }) }))
    await user.click(await screen.findByRole('menuitem', { name: t('common.delete') }))
    const dialog = await screen.findByRole('dialog', { name: t('feed.delete.title') })
    await user.click(within(dialog).getByRole('button', { name: t('common.delete') }))
    await waitFor(() => expect(within(list).queryByRole('article', { name: 'Post 1' })).toBeNull())
    expect(deleted).toEqual(['1'])
    // Someone else's post has no menu.
    expect(within(list).getAllByRole('button', { name: /^Действия с публикацией/ })).toHaveLength(1)
  })

  it('switches channels and saves only the changes, without names, then reads the feed again', async () => {
    const user = setupUser()
    const saved: string[] = []
    let feedCalls = 0
    const channels = [
      { source: '202:5', subscribed: true, name: 'Ада Лавлейс' },
      { source: '40:1', subscribed: false, name: 'Естественные науки' },
      { source: 'news', subscribed: true, name: 'Новости платформы' },
    ]
    stubFetch({
      ...signedIn(ME),
      [FEED]: () => {
        feedCalls += 1
        return feedPage([1])
      },
      [`GET /api/core/user_messages/channels/subscriptions/${ME}`]: { body: channels },
      [`POST /api/core/user_messages/channels/subscriptions/${ME}`]: ({ init }) => {
        saved.push(String(init?.body))
        return { body: channels.map((c) => (c.source === '40:1' ? { ...c, subscribed: true } : c)) }
      },
    })
    await openFeed()
    await user.click(screen.getByRole('button', { name: t('feed.channels.open') }))
    const dialog = await screen.findByRole('dialog', { name: t('feed.channels.title') })
    const areas = await within(dialog).findByRole('region', { name: t('feed.channels.areas') })
    const area = within(areas).getByRole('switch', { name: 'Естественные науки' })
    expect(within(dialog).getByRole('switch', { name: 'Ада Лавлейс' })).toHaveProperty('checked', true)
    await user.click(area)
    expect(area).toHaveProperty('checked', true)
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }))
    await waitFor(() => expect(saved).toEqual(['[{"source":"40:1","subscribed":true}]']))
    await waitFor(() => expect(feedCalls).toBe(2))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('feed.channels.title') })).toBeNull())
  })
})
