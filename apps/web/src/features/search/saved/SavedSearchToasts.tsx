import Box from '@mui/material/Box'
import { NotificationKind } from '@nauka/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSocketEvent } from '../../../api/SocketProvider'
import { toastAction } from '../../../shared/toasts/toastAction'
import { useSnackbar } from '../../../shared/toasts/toaster'
import { savedSearchKeys, savedSearchToastKey } from './savedSearch.keys'

/**
 * A newly published item matches one of the user's kept searches with "notify me": a toast that
 * opens its page. The server sends it only while the switch 132:27 is on. The lists are read again
 * so the search's new-results badge counts it. Mounted once in the signed-in layout.
 */
export const SavedSearchToasts = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const { enqueueSnackbar } = useSnackbar()

  useSocketEvent('ntf', (event) => {
    if (event.kind !== NotificationKind.SavedSearchMatch) return
    void client.invalidateQueries({ queryKey: savedSearchKeys.lists })
    enqueueSnackbar(
      <Box component="span" sx={{ display: 'block', maxWidth: 360 }}>
        <Box component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('search.saved.toast.title', { name: event.searchName })}
        </Box>
        <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {event.title}
        </Box>
      </Box>,
      {
        key: savedSearchToastKey(event),
        preventDuplicate: true,
        variant: 'info',
        autoHideDuration: 8_000,
        action: toastAction(t('search.saved.toast.open'), () => navigate(event.link)),
      },
    )
  })
  return null
}
