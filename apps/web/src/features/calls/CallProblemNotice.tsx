import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { messageText } from '../../api/errorText'
import { type CallProblem, useCallStore } from './calls.store'
import { mediaErrorText } from './media'

const wording = (t: TFunction, problem: CallProblem): string => {
  switch (problem.kind) {
    case 'media':
      return mediaErrorText(t, problem.error)
    case 'refused':
      return problem.message
    case 'offline':
      return t('calls.problem.offline')
    case 'noAnswer':
      return t('calls.problem.noAnswer')
    case 'declined':
      return t('calls.problem.declined')
    case 'videoMissing':
      return t('calls.media.videoMissing')
    case 'failed':
      return messageText(t, problem.message)
  }
}

/**
 * Why a call could not start or go on: the browser refused the microphone or camera, the call is
 * full, nobody answered. A refusal stays until closed; the rest go by themselves.
 */
export const CallProblemNotice = () => {
  const { t } = useTranslation()
  const problem = useCallStore((s) => s.problem)
  const close = () => useCallStore.getState().set({ problem: null })
  const lasting =
    problem?.kind === 'media' ||
    problem?.kind === 'refused' ||
    problem?.kind === 'offline' ||
    problem?.kind === 'failed'
  return (
    <Snackbar
      open={problem !== null}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      autoHideDuration={lasting ? null : 6000}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
    >
      {problem ? (
        <Alert
          severity={lasting ? 'error' : 'info'}
          variant="filled"
          onClose={close}
          slotProps={{
            closeButton: { title: t('calls.problem.close'), 'aria-label': t('calls.problem.close') },
          }}
        >
          {wording(t, problem)}
        </Alert>
      ) : (
        <span />
      )}
    </Snackbar>
  )
}
