import Favorite from '@mui/icons-material/Favorite'
import FavoriteBorder from '@mui/icons-material/FavoriteBorder'
import Button from '@mui/material/Button'
import { type Post, Reaction } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { useFailureToast } from '../../../shared/toasts/useFailureToast'
import { OfflineTooltip, useCanWrite } from '../../device/OfflineTooltip'
import { usePostReaction } from '../posts.queries'

/** Like a post or take the like back; the count changes at once. Disabled offline (SPEC 1). */
export const LikeButton = ({ post }: { post: Post }) => {
  const { t } = useTranslation()
  const showFailure = useFailureToast()
  const react = usePostReaction()
  const online = useCanWrite()
  const liked = post.myReaction === Reaction.Like
  const toggle = () =>
    react.mutate(post, {
      onError: (cause) => showFailure(cause),
    })
  return (
    <OfflineTooltip>
      <Button
        size="small"
        color={liked ? 'primary' : 'inherit'}
        startIcon={liked ? <Favorite /> : <FavoriteBorder />}
        onClick={toggle}
        disabled={!online}
        aria-pressed={liked}
        aria-label={t('feed.post.like', { count: post.meta.reaction_count })}
      >
        {post.meta.reaction_count}
      </Button>
    </OfflineTooltip>
  )
}
