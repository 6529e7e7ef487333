import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Dictionary, type Post, refId } from '@nauka/contracts'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink } from 'react-router'
import { UserAvatar } from '../../../shared/avatar/UserAvatar'
import { lazyWhenOpen } from '../../../shared/lazyWhenOpen'
import { useLang } from '../../../shared/locale'
import { personName } from '../../../shared/names'
import { postPath, profilePath } from '../../../shared/paths'
import { Timestamp } from '../../../shared/time/Timestamp'
import { useAuthStore } from '../../auth/auth.store'
import { useCatalogue } from '../../catalog/catalog.queries'
import { PostEventCard } from '../../events/PostEventCard'
import { LikeButton } from './LikeButton'
import { PostAttachments } from './PostAttachments'
import { PostMenu } from './PostMenu'
import { PostPublicationChip } from './PostPublicationChip'
import { PostText } from './PostText'

// The editor (dropzone, catalogue pickers) loads only when an author opens it.
const PostEditorDialog = lazy(() =>
  import('../editor/PostEditorDialog').then((m) => ({ default: m.PostEditorDialog })),
)
// The confirmation (MUI's Dialog) loads as it first opens: most cards never ask for it.
const DeletePostDialog = lazyWhenOpen(
  () => import('./DeletePostDialog'),
  (m) => m.DeletePostDialog,
)

type Props = {
  post: Post
  /** In a list the text is clamped and the title links to the post page; on the post page not. */
  variant?: 'list' | 'page'
  /** After the author deleted it (the post page leaves). */
  onDeleted?: () => void
}

/** The science areas a post is filed under, by their terms in the interface language. */
const Topics = ({ topics }: { topics: readonly string[] }) => {
  const lang = useLang()
  const areas = useCatalogue(topics.length > 0 ? Dictionary.scienceArea : null, lang)
  if (topics.length === 0) return null
  const termOf = (ref: string) => areas.data?.elements.find((item) => item.uref === ref)?.term
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {topics.map((ref) => {
        const term = termOf(ref)
        return term ? <Chip key={ref} size="small" label={term} /> : null
      })}
    </Stack>
  )
}

/**
 * SPEC 3: one post as readers see it: author, date, title, text, files, topics, counters and the
 * like; the author also gets edit and delete.
 */
export const PostCard = ({ post, variant = 'list', onDeleted }: Props) => {
  const { t } = useTranslation()
  const myId = useAuthStore((s) => s.userId)
  const titleId = useId()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const authorId = refId(post.rAuthor, Dictionary.user)
  const mine = authorId !== null && authorId === myId
  const name = personName(post.authorInfo) ?? t('feed.post.noName')
  const inList = variant === 'list'
  // Issue 18: a moderator's post as the group shows the group as its author.
  const asGroup = post.group?.asGroup ? post.group : null

  return (
    <Box component="article" aria-labelledby={titleId} sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
      <Stack direction="row" spacing={1.5} alignItems="center">
        {asGroup ? (
          <UserAvatar seed={`group:${asGroup.id}`} name={asGroup.name} src={asGroup.avatarUrl} size={40} />
        ) : (
          <UserAvatar
            seed={authorId}
            name={personName(post.authorInfo)}
            src={post.authorInfo.imageUrl}
            size={40}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {asGroup ? (
            <Link
              component={RoutedLink}
              to={asGroup.link}
              underline="hover"
              color="text.primary"
              sx={{ fontWeight: 600 }}
            >
              {asGroup.name}
            </Link>
          ) : authorId === null ? (
            <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          ) : (
            <Link
              component={RoutedLink}
              to={profilePath(authorId)}
              underline="hover"
              color="text.primary"
              sx={{ fontWeight: 600 }}
            >
              {name}
            </Link>
          )}
          {post.group && !asGroup && (
            <Typography component="span" variant="body2" color="text.secondary">
              {` ${t('groups.post.in')} `}
              <Link component={RoutedLink} to={post.group.link} underline="always" color="inherit">
                {post.group.name}
              </Link>
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            <Timestamp value={post.publicationDate} />
            {post.editDate && ` · ${t('feed.post.edited')}`}
          </Typography>
        </Box>
        {mine && (
          <PostMenu title={post.title} onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
        )}
      </Stack>

      <Stack spacing={1.5} sx={{ mt: 1.5 }}>
        <Typography
          id={titleId}
          variant="h3"
          component={inList ? 'h2' : 'h1'}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {inList ? (
            <Link component={RoutedLink} to={postPath(post.id)} underline="hover" color="inherit">
              {post.title}
            </Link>
          ) : (
            post.title
          )}
        </Typography>
        <PostText text={post.text} clamp={inList} />
        {post.publication && <PostPublicationChip publication={post.publication} />}
        {post.event && <PostEventCard event={post.event} />}
        <PostAttachments files={post.files} />
        <Topics topics={post.topics} />
      </Stack>

      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1, color: 'text.secondary' }}>
        <Stack
          direction="row"
          spacing={0.5}
          alignItems="center"
          aria-label={t('feed.post.views', { count: post.meta.view_count })}
          role="img"
        >
          <VisibilityOutlined fontSize="small" />
          <Typography variant="body2">{post.meta.view_count}</Typography>
        </Stack>
        <Button
          size="small"
          color="inherit"
          component={RoutedLink}
          to={`${postPath(post.id)}#comments`}
          startIcon={<ChatBubbleOutline />}
          aria-label={t('feed.post.comments', { count: post.meta.comment_count })}
        >
          {post.meta.comment_count}
        </Button>
        <LikeButton post={post} />
      </Stack>

      {mine && (
        <>
          <DeletePostDialog
            post={post}
            open={deleting}
            onClose={() => setDeleting(false)}
            onDeleted={onDeleted}
          />
          {editing && (
            <Suspense fallback={null}>
              <PostEditorDialog open post={post} onClose={() => setEditing(false)} />
            </Suspense>
          )}
        </>
      )}
    </Box>
  )
}
