import Alert from '@mui/material/Alert'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { CommentPermission, Dictionary, formatRef, type Post } from '@nauka/contracts'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuthStore } from '../../auth/auth.store'
import { COMMENTS_ANCHOR } from '../post-page/model'
import { CommentControls } from './CommentControls'
import { CommentForm } from './CommentForm'
import { CommentThread } from './CommentThread'
import { useCommentPrefs } from './comment-prefs.store'
import { useCommentList } from './comments.queries'
import { canComment } from './model'
import { ThreadContext, type ThreadContextValue } from './thread-context'

type Props = {
  post: Post
  /**
   * SPEC 2: opened from a notification. Each new value (a navigation's key) scrolls the comments
   * into view and focuses them once they have loaded; null asks for nothing.
   */
  focusRequest: string | null
}

/** The comments of a post: view and order, the new-comment form (or why there is none), the thread. */
export const CommentSection = ({ post, focusRequest }: Props) => {
  const { t } = useTranslation()
  const headingId = useId()
  const myId = useAuthStore((s) => s.userId)
  const myRef = myId === null ? null : formatRef(Dictionary.user, myId)
  const { view, sort } = useCommentPrefs()
  const [replyingTo, setReplyingTo] = useState<number | null>(null)
  const list = useCommentList({ postId: post.id, view, sort, up: null })
  const mayComment = canComment(post, myRef)
  const mine = myRef !== null && post.rAuthor === myRef

  const section = useRef<HTMLElement>(null)
  const focused = useRef<string | null>(null)
  useEffect(() => {
    if (focusRequest === null || focused.current === focusRequest || list.isPending) return
    focused.current = focusRequest
    section.current?.scrollIntoView?.({ block: 'start' })
    section.current?.focus({ preventScroll: true })
  }, [focusRequest, list.isPending])

  const thread = useMemo<ThreadContextValue>(
    () => ({ post, myRef, view, sort, mayComment, replyingTo, setReplyingTo }),
    [post, myRef, view, sort, mayComment, replyingTo],
  )

  return (
    <Paper
      component="section"
      variant="outlined"
      id={COMMENTS_ANCHOR}
      ref={section}
      tabIndex={-1}
      aria-labelledby={headingId}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, outline: 'none', scrollMarginTop: 80 }}
    >
      <ThreadContext.Provider value={thread}>
        <Stack spacing={2}>
          <Stack
            direction="row"
            flexWrap="wrap"
            useFlexGap
            gap={1}
            alignItems="center"
            justifyContent="space-between"
          >
            <Typography variant="h2" id={headingId} sx={{ fontSize: 22 }}>
              {t('comments.title', { count: post.meta.comment_count })}
            </Typography>
            <CommentControls />
          </Stack>
          {mayComment ? (
            <>
              {mine && post.cCommentStatus === CommentPermission.Deny && (
                <Alert severity="info">{t('comments.deniedByYou')}</Alert>
              )}
              <CommentForm postId={post.id} up={null} label={t('comments.form.label')} />
            </>
          ) : (
            // SPEC 6: the author limited who can comment.
            <Alert severity="info">{t('comments.denied')}</Alert>
          )}
          <CommentThread list={list} />
        </Stack>
      </ThreadContext.Provider>
    </Paper>
  )
}
