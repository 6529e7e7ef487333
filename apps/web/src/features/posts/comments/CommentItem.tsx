import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Favorite from '@mui/icons-material/Favorite'
import FavoriteBorder from '@mui/icons-material/FavoriteBorder'
import ReplyOutlined from '@mui/icons-material/ReplyOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type CommentBase, Dictionary, Reaction, refId } from '@nauka/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../../api/errorText'
import { UserAvatar } from '../../../shared/avatar/UserAvatar'
import { ConfirmDialog } from '../../../shared/ConfirmDialog'
import { LinkifiedText } from '../../../shared/LinkifiedText'
import { personName } from '../../../shared/names'
import { profilePath } from '../../../shared/paths'
import { RouterLink } from '../../../shared/RouterLink'
import { Tooltip } from '../../../shared/Tooltip'
import { Timestamp } from '../../../shared/time/Timestamp'
import { CommentForm } from './CommentForm'
import { useCommentReaction, useDeleteComment } from './comments.queries'
import { canDeleteComment, isDeleted, showsReplyTo, visualDepth } from './model'
import { useThread } from './thread-context'

/** Indentation of one level of replies, in theme spacing units. */
export const INDENT = 3

type Props = {
  comment: CommentBase
  /** 0 for a comment on the post, 1 for a reply to it, and so on. */
  depth: number
  /** A reply was sent from this comment's form (its branch opens to show it). */
  onReplied?: () => void
}

const UserName = ({ rEntity, name, id }: { rEntity: string; name: string; id?: string }) => {
  const userId = refId(rEntity, Dictionary.user)
  return userId === null ? (
    <Box component="span" id={id} sx={{ fontWeight: 600 }}>
      {name}
    </Box>
  ) : (
    <RouterLink
      id={id}
      to={profilePath(userId)}
      underline="hover"
      color="text.primary"
      sx={{ fontWeight: 600 }}
    >
      {name}
    </RouterLink>
  )
}

/** One comment: who wrote it and when, whom it answers, its text, and like, reply and delete. */
export const CommentItem = ({ comment, depth, onReplied }: Props) => {
  const { t } = useTranslation()
  const nameId = useId()
  const { post, myRef, view, mayComment, replyingTo, setReplyingTo } = useThread()
  const react = useCommentReaction(post.id)
  const remove = useDeleteComment(post.id)
  const [confirming, setConfirming] = useState(false)
  const deleted = isDeleted(comment)
  const liked = comment.myReaction === Reaction.Like
  const name = personName(comment.authorInfo) ?? t('comments.noName')
  const replyTo = comment.replyTo && showsReplyTo(view, depth) ? comment.replyTo : null

  return (
    <Box
      component="article"
      aria-labelledby={deleted ? undefined : nameId}
      aria-label={deleted ? t('comments.deleted') : undefined}
      data-comment-id={comment.id}
      data-depth={depth}
      sx={{
        ml: visualDepth(depth) * INDENT,
        pl: depth > 0 ? 2 : 0,
        borderLeft: depth > 0 ? 2 : 0,
        borderColor: 'divider',
        py: 1.5,
      }}
    >
      {deleted ? (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('comments.deleted')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1.5} alignItems="flex-start">
          <UserAvatar
            seed={refId(comment.authorInfo.rEntity, Dictionary.user)}
            name={personName(comment.authorInfo)}
            src={comment.authorInfo.imageUrl}
            size={36}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" columnGap={1} rowGap={0} flexWrap="wrap" alignItems="baseline">
              <UserName rEntity={comment.authorInfo.rEntity} name={name} id={nameId} />
              <Typography component="span" variant="body2" color="text.secondary">
                <Timestamp value={comment.publicationDate} />
              </Typography>
            </Stack>
            {replyTo && (
              <Typography variant="body2" color="text.secondary" data-reply-to={replyTo.rEntity}>
                {t('comments.inReplyTo', { name: personName(replyTo) ?? t('comments.noName') })}
              </Typography>
            )}
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
              <LinkifiedText text={comment.text} />
            </Typography>
            <Stack direction="row" spacing={0.5} alignItems="center" sx={{ mt: 0.5, ml: -1 }}>
              <Button
                size="small"
                color={liked ? 'primary' : 'inherit'}
                startIcon={liked ? <Favorite /> : <FavoriteBorder />}
                aria-pressed={liked}
                aria-label={t('comments.like', { count: comment.meta.reaction_count })}
                onClick={() => react.mutate(comment)}
              >
                {comment.meta.reaction_count}
              </Button>
              {mayComment && (
                <Button
                  size="small"
                  color="inherit"
                  startIcon={<ReplyOutlined />}
                  aria-expanded={replyingTo === comment.id}
                  onClick={() => setReplyingTo(replyingTo === comment.id ? null : comment.id)}
                >
                  {t('comments.reply')}
                </Button>
              )}
              {canDeleteComment(comment, post.rAuthor, myRef) && (
                <Tooltip title={t('comments.delete.action')}>
                  <IconButton
                    size="small"
                    aria-label={t('comments.delete.action')}
                    onClick={() => setConfirming(true)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
            {replyingTo === comment.id && mayComment && (
              <Box sx={{ mt: 1 }}>
                <CommentForm
                  postId={post.id}
                  up={comment.id}
                  label={t('comments.form.replyTo', { name })}
                  autoFocus
                  onCancel={() => setReplyingTo(null)}
                  onDone={() => {
                    setReplyingTo(null)
                    onReplied?.()
                  }}
                />
              </Box>
            )}
          </Box>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('comments.delete.title')}
        text={t('comments.delete.text')}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        error={remove.isError ? messageText(t, failureMessage(remove.error)) : null}
        errorCause={remove.error}
        onClose={() => {
          setConfirming(false)
          remove.reset()
        }}
        onConfirm={() => remove.mutate(comment.id, { onSuccess: () => setConfirming(false) })}
      />
    </Box>
  )
}
