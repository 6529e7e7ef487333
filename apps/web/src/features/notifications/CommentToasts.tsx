import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { CommentNotification } from '@nauka/contracts'
import { useSnackbar } from 'notistack'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSocketEvent } from '../../api/SocketProvider'
import { postCommentsPath } from '../posts/post-page/model'
import { commentToastKey, commentToastText } from './model'

/**
 * SPEC 2 Toasts: a new comment on the reader's post, or a reply to their comment, shows a toast
 * (bottom right, at most four: the SnackbarProvider's limits) that opens the post at its comments.
 * Mounted once in the signed-in layout; renders nothing itself.
 */
export const CommentToasts = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()

  useSocketEvent('ntf', (payload) => {
    const parsed = CommentNotification.safeParse(payload)
    if (!parsed.success) return
    const event = parsed.data
    const { key, values } = commentToastText(event, t('comments.noName'))
    enqueueSnackbar(
      <Box sx={{ maxWidth: 360 }}>
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {t(key, values)}
        </Box>
        {event.excerpt && (
          <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {event.excerpt}
          </Box>
        )}
      </Box>,
      {
        key: commentToastKey(event),
        preventDuplicate: true,
        variant: 'info',
        autoHideDuration: 8_000,
        action: (snackbarKey) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(snackbarKey)
              navigate(postCommentsPath(event.postId))
            }}
          >
            {t('notifications.comment.open')}
          </Button>
        ),
      },
    )
  })
  return null
}
