import { FeedTopic, PostStatus, StatsTopic } from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeSocket } from '../../test/fakeSocket'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { feedItemOf, postOf } from '../../test/posts'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'

const ME = 17
/** The `social` events the feed sent, in order. */
const social = () => fakeSocket.sent('social').map((entry) => entry.payload)
const FEED = `POST /api/core/user_messages/list/${ME}`

/** The feed's first page holds posts 3 and 2; every read of it is counted. */
const openFeed = async () => {
  const reads: string[] = []
  stubFetch({
    ...signedIn(ME),
    [FEED]: ({ url }) => {
      reads.push(url)
      return { body: { elements: [3, 2].map((id) => feedItemOf(postOf(id))), hasMore: false } }
    },
  })
  await renderApp({ path: '/feed', locale: 'en' })
  const list = await screen.findByRole('list', { name: t('feed.tabs.feed') })
  // The feed subscribes once the connection's context renders, a step after it opens.
  await waitFor(() => expect(fakeSocket.listening('social')).toBe(true))
  expect(fakeSocket.opened).toBe(1)
  act(() => fakeSocket.connect())
  return { list, reads }
}

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent)

const newPost = (id: number) => ({
  topic: FeedTopic.NewPost,
  postId: id,
  item: feedItemOf(postOf(id, { title: `Fresh ${id}` })),
})

describe('the live feed', () => {
  it('joins the listed posts’ statistics, and keeps new posts behind a bar until asked', async () => {
    const user = setupUser()
    const { list, reads } = await openFeed()
    expect(social()).toEqual([{ type: 'subStats', postIds: [3, 2] }])

    act(() => fakeSocket.send('social', newPost(4)))
    const bar = await screen.findByRole('button', { name: t('feed.live.newPosts', { count: 1 }) })
    // Said by a status region, so a screen reader hears of it too.
    expect(bar.closest('[role="status"]')).not.toBeNull()
    // The list does not move under the reader's eyes.
    expect(titles(list)).toEqual(['Post 3', 'Post 2'])
    // A new post's counters and edits come live too.
    await waitFor(() => expect(social().at(-1)).toEqual({ type: 'subStats', postIds: [4] }))
    act(() => fakeSocket.send('social', newPost(5)))
    expect(bar.textContent).toBe(t('feed.live.newPosts', { count: 2 }))

    await user.click(bar)
    expect(titles(list)).toEqual(['Fresh 5', 'Fresh 4', 'Post 3', 'Post 2'])
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull()
    expect(document.activeElement?.getAttribute('data-post-id')).toBe('5')
    // Nothing was read again.
    expect(reads).toHaveLength(1)
  })

  it('changes counters and edits in place, and drops a deleted post', async () => {
    const { list, reads } = await openFeed()
    act(() =>
      fakeSocket.send('social', {
        topic: StatsTopic.PostStats,
        postId: 2,
        meta: { view_count: 40, comment_count: 12, reaction_count: 8 },
      }),
    )
    const second = within(list).getByRole('article', { name: 'Post 2' })
    expect(
      await within(second).findByRole('link', { name: t('feed.post.comments', { count: 12 }) }),
    ).toBeTruthy()
    expect(within(second).getByRole('button', { name: t('feed.post.like', { count: 8 }) })).toBeTruthy()

    act(() =>
      fakeSocket.send('social', {
        topic: StatsTopic.PostUpdate,
        postId: 3,
        cStatus: PostStatus.Active,
        changes: {
          title: 'Post 3, corrected',
          text: 'Corrected text',
          cCommentStatus: '108:1',
          files: [],
          topics: [],
          editDate: '2030-01-02T00:00:00.000Z',
        },
      }),
    )
    expect(await within(list).findByRole('article', { name: 'Post 3, corrected' })).toBeTruthy()
    expect(titles(list)).toEqual(['Post 3, corrected', 'Post 2'])

    act(() =>
      fakeSocket.send('social', {
        topic: StatsTopic.PostUpdate,
        postId: 2,
        cStatus: PostStatus.Inactive,
        changes: null,
      }),
    )
    await waitFor(() => expect(titles(list)).toEqual(['Post 3, corrected']))
    expect(reads).toHaveLength(1)
  })

  it('joins again after a reconnection and leaves the rooms when the reader goes elsewhere', async () => {
    const user = setupUser()
    await openFeed()
    act(() => fakeSocket.connect())
    expect(social()).toEqual([
      { type: 'subStats', postIds: [3, 2] },
      { type: 'subStats', postIds: [3, 2] },
    ])
    await user.click(screen.getAllByRole('link', { name: t('nav.events') })[0] as HTMLElement)
    await waitFor(() => expect(social().at(-1)).toEqual({ type: 'unsubStats', postIds: [3, 2] }))
  })
})
