import { Reaction } from '@nauka/contracts'
import { act, screen } from '@testing-library/react'
import { useState } from 'react'
import { expect, it, vi } from 'vitest'
import { postOf } from '../../test/posts'
import { renderInApp } from '../../test/renderApp'
import { PostList } from './PostList'

// Counting the card's renders: the real card, wrapped.
const rendered = vi.hoisted(() => ({ posts: [] as number[] }))
vi.mock('../posts/card/PostCard', async (original) => {
  const { PostCard } = await original<typeof import('../posts/card/PostCard')>()
  return {
    PostCard: (props: Parameters<typeof PostCard>[0]) => {
      rendered.posts.push(props.post.id)
      return PostCard(props)
    },
  }
})

const query = (posts: ReturnType<typeof postOf>[]) => ({
  data: { pages: [posts] },
  posts,
  dataUpdatedAt: Date.now(),
  error: null,
  isPending: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => undefined,
  refetch: () => undefined,
})

type Posts = ReturnType<typeof postOf>[]
const list: { set: (posts: Posts) => void } = { set: () => undefined }

/** The list as a feed holds it: its posts in state, a new array at each render. */
const Feed = ({ initial }: { initial: Posts }) => {
  const [posts, setPosts] = useState(initial)
  list.set = setPosts
  return <PostList label="Лента" query={query([...posts])} empty={null} />
}

it('renders again only the card whose post changed, not those of the posts that stayed', async () => {
  const posts = [postOf(1), postOf(2), postOf(3)]
  renderInApp(<Feed initial={posts} />)
  expect(await screen.findAllByRole('article')).toHaveLength(3)
  const before = rendered.posts.length
  expect(new Set(rendered.posts)).toEqual(new Set([1, 2, 3]))
  // A render of the feed with the same posts (a new array of the same objects).
  act(() => list.set([...posts]))
  expect(rendered.posts.slice(before)).toEqual([])
  const liked = postOf(2, { myReaction: Reaction.Like })
  act(() => list.set(posts.map((post) => (post.id === 2 ? liked : post))))
  expect(rendered.posts.slice(before)).toEqual([2])
})
