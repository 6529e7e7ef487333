import ArticleOutlined from '@mui/icons-material/ArticleOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Dictionary, formatRef } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams } from 'react-router'
import { ApiError } from '../../api/ApiError'
import { failureMessage, messageText } from '../../api/errorText'
import { EmptyState } from '../../shared/EmptyState'
import { PATHS } from '../../shared/paths'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { RouterLink } from '../../shared/RouterLink'
import { SectionPage } from '../../shared/SectionPage'
import { useDocumentTitle } from '../../shared/useDocumentTitle'
import { useAuthStore } from '../auth/auth.store'
import { PostCard } from './card/PostCard'
import { CommentSection } from './comments/CommentSection'
import { isPostDeleted, wantsComments } from './post-page/model'
import { PostControls } from './post-page/PostControls'
import { PostSkeleton } from './post-page/PostSkeleton'
import { usePostLive } from './post-page/usePostLive'
import { usePost } from './posts.queries'

/** The route's id, or null for anything that is not a post id. */
const postIdOf = (value: string | undefined): number | null => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** A post that does not exist, was deleted, or may not be seen. */
const Unavailable = ({ deleted }: { deleted: boolean }) => {
  const { t } = useTranslation()
  useDocumentTitle(t('post.title'))
  // The page keeps its one level-1 heading even when there is no post to title it.
  return (
    <SectionPage title={t('post.title')}>
      <Paper variant="outlined" sx={{ borderRadius: 3 }}>
        <EmptyState
          icon={<ArticleOutlined />}
          title={deleted ? t('post.deleted.title') : t('post.empty.title')}
          hint={deleted ? t('post.deleted.hint') : t('post.empty.hint')}
          action={
            <Button component={RouterLink} to={PATHS.feed} variant="outlined">
              {t('post.toFeed')}
            </Button>
          }
        />
      </Paper>
    </SectionPage>
  )
}

/**
 * /userPost/:postId (SPEC 2): one post with its comments. Opened from a notification with
 * `?comments=1` (or `#comments`), it scrolls to the comments once they load. While open, the
 * post's counters and changes come live over the socket.
 */
export const PostPage = () => {
  const { t } = useTranslation()
  const postId = postIdOf(useParams().postId)
  const location = useLocation()
  const navigate = useNavigate()
  const myId = useAuthStore((s) => s.userId)
  const post = usePost(postId)
  usePostLive(postId)
  useDocumentTitle(post.data?.title ?? t('post.title'))

  if (postId === null) return <Unavailable deleted={false} />
  if (post.isPending) return <PostSkeleton />
  if (post.isError) {
    if (post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 403)) {
      return <Unavailable deleted={false} />
    }
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void post.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {messageText(t, failureMessage(post.error))}
        <RequestIdNote cause={post.error} />
      </Alert>
    )
  }
  if (isPostDeleted(post.data)) return <Unavailable deleted />

  const mine = myId !== null && post.data.rAuthor === formatRef(Dictionary.user, myId)
  const focusRequest = wantsComments(location.search, location.hash) ? location.key : null
  return (
    <Stack spacing={2}>
      <Typography component="p" variant="body2">
        <RouterLink to={PATHS.feed}>{t('post.toFeed')}</RouterLink>
      </Typography>
      <Paper variant="outlined" sx={{ borderRadius: 3 }}>
        <PostCard post={post.data} variant="page" onDeleted={() => navigate(PATHS.feed)} />
        <PostControls post={post.data} mine={mine} />
      </Paper>
      <CommentSection post={post.data} focusRequest={focusRequest} />
    </Stack>
  )
}
