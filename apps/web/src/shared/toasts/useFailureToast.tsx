import Box from '@mui/material/Box'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { type ErrorMessage, failureMessage, messageText } from '../../api/errorText'
import { RequestIdNote } from '../RequestIdNote'
import { useSnackbar } from './toaster'

/**
 * Tells a failed action in an error toast: its words (SPEC 8 catalogue by default, or the flow's
 * own, e.g. `refusalMessage`) and, for a failure to report, the request's id to copy (issue 19).
 */
export const useFailureToast = () => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  return useCallback(
    (cause: unknown, messageOf: (cause: unknown) => ErrorMessage = failureMessage) =>
      enqueueSnackbar(
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
          <span>{messageText(t, messageOf(cause))}</span>
          <RequestIdNote cause={cause} />
        </Box>,
        { variant: 'error' },
      ),
    [t, enqueueSnackbar],
  )
}
