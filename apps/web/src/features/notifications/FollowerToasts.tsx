import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { NotificationKind } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSocketEvent } from '../../api/SocketProvider'
import { personName } from '../../shared/names'
import { profilePath } from '../../shared/paths'
import { useSnackbar } from '../../shared/toasts/toaster'
import { followerIdOf, followerToastKey } from './model'

/**
 * A new follower shows a toast that opens their profile. The server sends it only to a user whose
 * "new followers" notification switch (settings 132:24) is on. Mounted once in the signed-in layout;
 * renders nothing itself.
 */
export const FollowerToasts = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()

  useSocketEvent('ntf', (event) => {
    if (event.kind !== NotificationKind.NewFollower) return
    const followerId = followerIdOf(event)
    if (followerId === null) return
    const name =
      personName({ fullName: event.authorName, fullNameEn: event.authorNameEn })?.trim() ||
      t('comments.noName')
    enqueueSnackbar(
      <Box component="span" sx={{ display: 'block', maxWidth: 360, fontWeight: 600 }}>
        {t('notifications.follower.title', { name })}
      </Box>,
      {
        key: followerToastKey(event),
        preventDuplicate: true,
        variant: 'info',
        autoHideDuration: 8_000,
        action: (snackbarKey) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(snackbarKey)
              navigate(profilePath(followerId))
            }}
          >
            {t('notifications.follower.open')}
          </Button>
        ),
      },
    )
  })
  return null
}
