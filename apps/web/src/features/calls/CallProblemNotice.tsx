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
    case 'mediaServerLost':
      return t('calls.problem.mediaServerLost')
  }
}

/** A refusal or failure stays until closed; the rest go by themselves. */
const LASTING: ReadonlySet<CallProblem['kind']> = new Set(['media', 'refused', 'offline', 'failed'])

type NoticeLook = { severity: 'error' | 'info'; variant: 'filled' | 'standard' }

/**
 * How a notice of `kind` looks: what lasts is an error in the filled red (white words at 5:1 in
 * both themes); the rest tell in the standard info colours, as the lobby notice does, since the
 * filled info blue carries white words at 3.9:1 (below AA) in both.
 */
export const noticeLook = (kind: CallProblem['kind']): NoticeLook =>
  LASTING.has(kind) ? { severity: 'error', variant: 'filled' } : { severity: 'info', variant: 'standard' }

/**
 * Why a call could not start or go on: the browser refused the microphone or camera, the call is
 * full, nobody answered. A refusal stays until closed; the rest go by themselves.
 */
export const CallProblemNotice = () => {
  const { t } = useTranslation()
  const problem = useCallStore((s) => s.problem)
  const close = () => useCallStore.getState().set({ problem: null })
  const lasting = problem !== null && LASTING.has(problem.kind)
  // Goes by itself once media flows again, not after a while; a status, read out without interrupting.
  const recovering = problem?.kind === 'mediaServerLost'
  return (
    <Snackbar
      open={problem !== null}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      autoHideDuration={lasting || recovering ? null : 6000}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
    >
      {problem ? (
        <Alert
          {...noticeLook(problem.kind)}
          role={recovering ? 'status' : undefined}
          // A standard notice is as light (or dark) as the screen under it: the shadow sets it apart.
          sx={{ boxShadow: 6 }}
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
