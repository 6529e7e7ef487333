import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import Box from '@mui/material/Box'
import type { Post } from '@nauka/contracts'
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { EmptyState } from '../../shared/EmptyState'
import { InfiniteList } from '../../shared/InfiniteList'
import { HEADER_HEIGHT } from '../../shared/sizes'
import { useDeviceStore } from '../device/device.store'
import { PostCard } from '../posts/card/PostCard'
import { FeedSkeleton } from './FeedSkeleton'
import { OfflineNotice } from './OfflineNotice'

/** What a post list needs of its infinite query. */
type ListQuery = {
  data: unknown
  /** Posts of every loaded page, in order. */
  posts: readonly Post[]
  dataUpdatedAt: number
  error: unknown
  isPending: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
  refetch: () => unknown
}

type Props = { query: ListQuery; label: string; empty: ReactNode }

/** Brings a listed post into view and gives it the focus (after new posts were put on top). */
export const focusListedPost = (postId: number): void => {
  const row = document.querySelector<HTMLElement>(`[data-post-id="${postId}"]`)
  row?.focus({ preventScroll: true })
  row?.scrollIntoView?.({ block: 'start' })
}

/**
 * One post of a list, rendered again only when the post itself changes. The list renders again for
 * reasons of its own (the live connection coming up, the count of new posts, the next page), and
 * every card with its styles built anew each time held a phone's main thread (issue 20). The cache
 * keeps an unchanged post the same object, and a live event replaces only the post it is about.
 */
const ListedPost = memo(function ListedPost({ post }: { post: Post }) {
  return (
    <Box
      data-post-id={post.id}
      // Focusable from code only: the live feed takes the focus to the first new post.
      tabIndex={-1}
      sx={{ borderBottom: 1, borderColor: 'divider', scrollMarginTop: HEADER_HEIGHT }}
    >
      <PostCard post={post} />
    </Box>
  )
})

/**
 * A list of posts (the feed, the own publications): skeleton, then the posts with the next page
 * loading as the end comes into view. Offline it shows the persisted pages and says since when;
 * with nothing kept, SPEC 8 "no connection".
 */
export const PostList = ({ query, label, empty }: Props) => {
  const { t } = useTranslation()
  const online = useDeviceStore((s) => s.online)
  const hasData = query.data !== undefined
  if (!online && !hasData) {
    return (
      <EmptyState
        icon={<CloudOffOutlined />}
        title={t('offline.noConnection')}
        hint={t('offline.noConnectionHint')}
      />
    )
  }
  return (
    <Box>
      {!online && <OfflineNotice loadedAt={query.dataUpdatedAt} />}
      <InfiniteList
        items={query.posts}
        getKey={(post) => post.id}
        renderItem={(post) => <ListedPost post={post} />}
        hasMore={online && query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        skeleton={<FeedSkeleton />}
        initialLoading={query.isPending}
        empty={empty}
        error={query.error && online ? messageText(t, failureMessage(query.error)) : null}
        errorCause={query.error}
        onRetry={() => void query.refetch()}
        label={label}
        // A card is a few dozen of MUI's parts: on a phone each takes some 40 ms of the main thread
        // at first. One at a time, each in a task of its own, until the screen is filled.
        batch={1}
      />
    </Box>
  )
}
