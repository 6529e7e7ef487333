import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined'
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink } from 'react-router'
import { EmptyState } from '../../shared/EmptyState'
import { PATHS } from '../../shared/paths'
import { useOwnPosts } from '../posts/posts.queries'
import { useFeed } from './feed.queries'
import { feedItems } from './model'
import { NewPostsBar } from './NewPostsBar'
import { focusListedPost, PostList } from './PostList'
import { useFeedLive } from './useFeedLive'

/**
 * SPEC 3, 8: the reader's news feed, live (new posts wait behind "N new posts"); empty, it says
 * "no news" and how to get some.
 */
export const NewsFeed = ({ onOpenChannels }: { onOpenChannels: () => void }) => {
  const { t } = useTranslation()
  const feed = useFeed()
  const live = useFeedLive(feed.data)
  // The first of the new posts takes the focus once it is on screen.
  const [shown, setShown] = useState<number | null>(null)
  useEffect(() => {
    if (shown === null) return
    focusListedPost(shown)
    setShown(null)
  }, [shown])
  const posts = feedItems(feed.data?.pages ?? []).map((item) => item.body)
  return (
    <>
      <NewPostsBar count={live.count} onShow={() => setShown(live.show())} />
      <PostList
        label={t('feed.tabs.feed')}
        query={{ ...feed, posts }}
        empty={
          <EmptyState
            icon={<DynamicFeedOutlined />}
            title={t('feed.empty.title')}
            hint={t('feed.empty.hint')}
            action={
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" onClick={onOpenChannels}>
                  {t('feed.channels.open')}
                </Button>
                <Button component={RoutedLink} to={PATHS.search}>
                  {t('feed.empty.findResearchers')}
                </Button>
              </Stack>
            }
          />
        }
      />
    </>
  )
}

/** SPEC 2: the user's own publications, newest first. */
export const OwnPublications = ({ onNewPost }: { onNewPost: () => void }) => {
  const { t } = useTranslation()
  const own = useOwnPosts()
  const posts = (own.data?.pages ?? []).flatMap((page) => page.elements)
  return (
    <PostList
      label={t('feed.tabs.mine')}
      query={{ ...own, posts }}
      empty={
        <EmptyState
          icon={<EditNoteOutlined />}
          title={t('feed.mine.emptyTitle')}
          hint={t('feed.mine.emptyHint')}
          action={
            <Button variant="contained" onClick={onNewPost}>
              {t('feed.newPost')}
            </Button>
          }
        />
      }
    />
  )
}
