import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { type CommentBase, CommentView } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../../api/errorText'
import { RequestIdNote } from '../../../shared/RequestIdNote'
import { CommentItem, INDENT } from './CommentItem'
import { useCommentList } from './comments.queries'
import { hasReplies, visualDepth } from './model'
import { useThread } from './thread-context'

type Props = { comment: CommentBase; depth: number }

/** A list element without the browser's bullets and padding; nesting shows through indentation. */
const listSx = { listStyle: 'none', m: 0, p: 0 } as const

/**
 * The replies of one comment (SPEC 3: children kept per parent). In the tree each reply is a
 * branch of its own; in the second-level view every reply below a first-level comment comes
 * flat, each saying whom it answers.
 */
const Replies = ({ parentId, depth }: { parentId: number; depth: number }) => {
  const { t } = useTranslation()
  const { post, view, sort } = useThread()
  const replies = useCommentList({ postId: post.id, view, sort, up: parentId })
  const items = replies.data?.pages.flatMap((page) => page.elements) ?? []
  const indent = { ml: visualDepth(depth) * INDENT }

  if (replies.isPending) {
    return (
      <Box role="status" sx={{ ...indent, py: 1 }}>
        <CircularProgress size={20} aria-label={t('comments.loadingReplies')} />
      </Box>
    )
  }
  if (replies.isError && items.length === 0) {
    return (
      <Alert
        severity="error"
        sx={{ ...indent, my: 1 }}
        action={
          <Button color="inherit" size="small" onClick={() => void replies.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {messageText(t, failureMessage(replies.error))}
        <RequestIdNote cause={replies.error} />
      </Alert>
    )
  }
  return (
    <>
      <Box component="ul" sx={listSx} aria-label={t('comments.repliesList')}>
        {items.map((reply) => (
          <Box component="li" key={reply.id} sx={listSx}>
            {view === CommentView.Tree ? (
              <CommentBranch comment={reply} depth={depth} />
            ) : (
              <CommentItem comment={reply} depth={depth} />
            )}
          </Box>
        ))}
      </Box>
      {replies.hasNextPage && (
        <Box sx={indent}>
          <Button
            size="small"
            onClick={() => void replies.fetchNextPage()}
            disabled={replies.isFetchingNextPage}
          >
            {t('comments.moreReplies')}
          </Button>
        </Box>
      )}
    </>
  )
}

/**
 * A comment with its replies. Folded, it shows the latest reply and "Show N replies" (childCount,
 * lastChild); unfolded, the replies load page by page with `up`.
 */
export const CommentBranch = ({ comment, depth }: Props) => {
  const { t } = useTranslation()
  const { view } = useThread()
  const [open, setOpen] = useState(false)
  const withReplies = hasReplies(view, comment, depth)
  const count = withReplies ? comment.childCount : 0
  const preview = withReplies && !open ? comment.lastChild : null
  const indent = { ml: visualDepth(depth + 1) * INDENT }

  return (
    <>
      <CommentItem comment={comment} depth={depth} onReplied={() => setOpen(true)} />
      {preview && (
        <Box component="ul" sx={listSx} aria-label={t('comments.latestReply')}>
          <Box component="li" sx={listSx}>
            <CommentItem comment={preview} depth={depth + 1} />
          </Box>
        </Box>
      )}
      {withReplies && open && <Replies parentId={comment.id} depth={depth + 1} />}
      {count > 0 && (
        <Box sx={indent}>
          <Button size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('comments.hideReplies') : t('comments.showReplies', { count })}
          </Button>
        </Box>
      )}
    </>
  )
}
