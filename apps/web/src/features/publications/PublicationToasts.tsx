import Box from '@mui/material/Box'
import { NotificationKind, type PublicationNotification } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSocketEvent } from '../../api/SocketProvider'
import { personName } from '../../shared/names'
import { toastAction } from '../../shared/toasts/toastAction'
import { useSnackbar } from '../../shared/toasts/toaster'

// Here, not in ./model: the signed-in layout mounts these toasts, and the model brings the
// publications' schemas (zod) to every page.
/** One toast per published item, however often its notification arrives (tabs, reconnections). */
const publicationToastKey = (event: Pick<PublicationNotification, 'publicationId'>): string =>
  `publication-${event.publicationId}`

/**
 * A followed author published an item the reader may read: a toast that opens its page. The server
 * sends it only to followers whose "new publications" switch (settings 132:26) is on. Mounted once
 * in the signed-in layout; renders nothing itself.
 */
export const PublicationToasts = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { enqueueSnackbar } = useSnackbar()

  useSocketEvent('ntf', (event) => {
    if (event.kind !== NotificationKind.NewPublication) return
    const name =
      personName({ fullName: event.authorName, fullNameEn: event.authorNameEn })?.trim() ||
      t('comments.noName')
    enqueueSnackbar(
      <Box component="span" sx={{ display: 'block', maxWidth: 360 }}>
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {t('publication.toast.title', { name })}
        </Box>
        <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {event.title}
        </Box>
      </Box>,
      {
        key: publicationToastKey(event),
        preventDuplicate: true,
        variant: 'info',
        autoHideDuration: 8_000,
        action: toastAction(t('publication.toast.open'), () => navigate(event.link)),
      },
    )
  })
  return null
}
