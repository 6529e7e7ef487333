import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { NotificationKind, postPath } from '@nauka/contracts'
import type { SnackbarKey } from 'notistack'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useSocketEvent } from '../../api/SocketProvider'
import { postCommentsPath } from '../../shared/paths'
import { useSnackbar } from '../../shared/toasts/toaster'
import { commentToastKey, commentToastText } from './model'

/**
 * SPEC 2 Toasts: a new comment on the reader's post, or a reply to their comment, shows a toast
 * (bottom right, at most four: the SnackbarProvider's limits) that opens the post at its comments.
 * Not while that post is on screen: its comments arrive there live, and a toast about them would
 * only cover the page. Opening the post closes its toasts. Mounted once in the signed-in layout;
 * renders nothing itself.
 */
export const CommentToasts = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()
  // The toasts on screen, by post.
  const shown = useRef(new Map<SnackbarKey, number>())
  const onScreen = useRef(pathname)
  onScreen.current = pathname

  useEffect(() => {
    for (const [key, postId] of shown.current) {
      if (postPath(postId) !== pathname) continue
      shown.current.delete(key)
      closeSnackbar(key)
    }
  }, [pathname, closeSnackbar])

  useSocketEvent('ntf', (event) => {
    if (event.kind !== NotificationKind.PostComment && event.kind !== NotificationKind.CommentReply) return
    if (postPath(event.postId) === onScreen.current) return
    const { key, values } = commentToastText(event, t('comments.noName'))
    const toastKey = enqueueSnackbar(
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
        onExited: (_node, exited) => shown.current.delete(exited),
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
    shown.current.set(toastKey, event.postId)
  })
  return null
}
