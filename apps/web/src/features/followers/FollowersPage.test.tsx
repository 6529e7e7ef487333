import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PROGRESSIVE_BATCH } from '../../shared/progressiveCount'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { profileOf } from '../../test/profile'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'

const ME = 17
const record = (id: number, fullName: string, subscribed = false) => ({
  rEntity: `202:${id}`,
  subscribed,
  blocked: false,
  fullName,
  imageUrl: null,
})

describe('followers and followings', () => {
  it('lists my followers, follows back with the inverse of the current state, and removes one', async () => {
    const user = setupUser()
    const calls: string[] = []
    stubFetch({
      ...signedIn(ME),
      [`GET /api/core/user_profile/${ME}`]: {
        body: profileOf(ME, { meta: { subscr_count: 2, subscn_count: 0 } }),
      },
      [`GET /api/core/user_subscription/subscribers/user:${ME}`]: ({ url }) => {
        calls.push(url)
        return {
          body: { count: 2, hasMore: false, elements: [record(5, 'Ада Лавлейс'), record(6, 'Алан Тьюринг')] },
        }
      },
      'PATCH /api/core/user_subscription': ({ init }) => {
        calls.push(`PATCH ${String(init?.body)}`)
        return { body: [record(5, 'Ада Лавлейс', true)] }
      },
      'DELETE /api/core/user_subscription/subscribers/self/user:6': () => {
        calls.push('DELETE 6')
        return { status: 204 }
      },
    })
    await renderApp({ path: '/followers', locale: 'ru' })
    const list = await screen.findByRole('list', { name: /Подписчики/ })
    expect(within(list).getByRole('link', { name: 'Ада Лавлейс' }).getAttribute('href')).toBe('/profile/5')
    expect(calls[0]).toContain('page=1&pageSize=20')
    expect(screen.getByRole('tab', { name: 'Подписчики · 2' })).toBeTruthy()

    await user.click(within(list).getByRole('button', { name: `${t('follow.followBack')}: Ада Лавлейс` }))
    await waitFor(() => expect(calls).toContain('PATCH [{"rEntity":"202:5","subscribed":true}]'))

    await user.click(
      within(list).getByRole('button', { name: `${t('follow.removeFollower')}: Алан Тьюринг` }),
    )
    const dialog = screen.getByRole('dialog', { name: t('follow.removeTitle') })
    await user.click(within(dialog).getByRole('button', { name: t('follow.removeFollower') }))
    await waitFor(() => expect(calls).toContain('DELETE 6'))
  })

  it('loads the next page of 20 when the end of the list scrolls into view, until hasMore is false', async () => {
    // Observers of the elements on the page now: the list mounts a new end after each batch.
    const watching = new Set<IntersectionObserverCallback>()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: IntersectionObserverCallback) {}
        observe() {
          watching.add(this.callback)
        }
        disconnect() {
          watching.delete(this.callback)
        }
      },
    )
    const scrollToEnd = () =>
      act(() => {
        for (const callback of [...watching])
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never)
      })
    const pages: string[] = []
    stubFetch({
      ...signedIn(ME),
      [`GET /api/core/user_profile/${ME}`]: { body: profileOf(ME) },
      [`GET /api/core/user_subscription/${ME}`]: ({ url }) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page'))
        pages.push(String(page))
        const ids = page === 1 ? Array.from({ length: 20 }, (_, i) => 100 + i) : [200, 201, 202]
        return {
          body: {
            count: 23,
            hasMore: page === 1,
            elements: ids.map((id) => record(id, `Автор ${id}`, true)),
          },
        }
      },
    })
    await renderApp({ path: '/followers?tab=followings', locale: 'ru' })
    const list = await screen.findByRole('list', { name: /Подписки/ })
    const rows = () => within(list).getAllByRole('listitem')
    // The page's 20 render a batch at a time as the end comes near; then the next page loads.
    expect(rows()).toHaveLength(PROGRESSIVE_BATCH)
    while (rows().length < 20) scrollToEnd()
    expect(pages).toEqual(['1'])
    scrollToEnd()
    await waitFor(() => expect(pages).toEqual(['1', '2']))
    // The new page's rows wait for the end too: it is back once they are in.
    await screen.findByRole('button', { name: t('common.showMore') })
    scrollToEnd()
    expect(rows()).toHaveLength(23)
    expect(pages).toEqual(['1', '2'])
    expect(screen.queryByRole('button', { name: t('common.showMore') })).toBeNull()
  })

  it('shows someone else’s followings with the empty state of their list', async () => {
    stubFetch({
      ...signedIn(ME),
      'GET /api/core/user_profile/5': { body: profileOf(5, { firstName: 'Ада', lastName: 'Лавлейс' }) },
      'GET /api/core/user_subscription/5': { body: { count: 0, hasMore: false, elements: [] } },
    })
    await renderApp({ path: '/followers?user=5&tab=followings', locale: 'ru' })
    expect(await screen.findByText(t('follow.empty.followings.other.title'))).toBeTruthy()
    expect(
      await screen.findByRole('heading', { level: 1, name: t('followers.titleOf', { name: 'Ада Лавлейс' }) }),
    ).toBeTruthy()
  })
})
