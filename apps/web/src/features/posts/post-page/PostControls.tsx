import Alert from '@mui/material/Alert'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import { CommentPermission, type Post } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../../api/errorText'
import { RequestIdNote } from '../../../shared/RequestIdNote'
import { useCanWrite } from '../../device/OfflineTooltip'
import { useCommentNotifications, useUpdatePost } from '../posts.queries'
import { nextCommentPermission } from './model'

type Props = { post: Post; mine: boolean }

/**
 * The post page's switches: for the author, "Allow comments" (SPEC 6: 108:1 or 108:0); for every
 * reader, "Notify me about new comments" (the post's `commentNtfStatus`). Offline they wait.
 */
export const PostControls = ({ post, mine }: Props) => {
  const { t } = useTranslation()
  const online = useCanWrite()
  const update = useUpdatePost()
  const notify = useCommentNotifications()
  const failure = update.error ?? notify.error

  return (
    <Stack spacing={1} sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>
      <Stack direction="row" flexWrap="wrap" useFlexGap columnGap={3} rowGap={0.5}>
        {mine && (
          <FormControlLabel
            control={
              <Switch
                checked={post.cCommentStatus === CommentPermission.Allow}
                disabled={update.isPending || !online}
                onChange={() => update.mutate({ id: post.id, cCommentStatus: nextCommentPermission(post) })}
              />
            }
            label={t('post.allowComments')}
          />
        )}
        <FormControlLabel
          control={
            <Switch
              checked={post.commentNtfStatus}
              disabled={notify.isPending || !online}
              onChange={() => notify.mutate({ post, value: !post.commentNtfStatus })}
            />
          }
          label={t('post.notifyComments')}
        />
      </Stack>
      {failure && (
        <Alert severity="error">
          {messageText(t, failureMessage(failure))}
          <RequestIdNote cause={failure} />
        </Alert>
      )}
    </Stack>
  )
}
