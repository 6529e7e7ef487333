import Close from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Snackbar from '@mui/material/Snackbar'
import { AnswerStatus, type CallInfo } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { useCallStore } from './calls.store'

type Props = { call: CallInfo; onShow: () => void }

/** Issue 17: a manager is told who has just asked to join from the lobby, with the way to the panel. */
export const LobbyKnock = ({ call, onShow }: Props) => {
  const { t } = useTranslation()
  const knocking = useCallStore((s) => s.knocking)
  const close = () => useCallStore.getState().set({ knocking: [] })
  // Let in or gone meanwhile: only those still waiting are named.
  const names = call.participants
    .filter((p) => knocking.includes(p.user) && p.status === AnswerStatus.Lobby)
    .map((p) => p.fullName ?? t('calls.screen.unknown'))
  return (
    <Snackbar
      open={names.length > 0}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      autoHideDuration={10_000}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {names.length > 0 ? (
        <Alert
          severity="info"
          // The filled info blue carries white words at 3.9:1 (axe in Chromium); the standard one reads well in both themes.
          variant="standard"
          sx={{ boxShadow: 6 }}
          action={
            <>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  close()
                  onShow()
                }}
              >
                {t('calls.panel.show')}
              </Button>
              <IconButton color="inherit" size="small" aria-label={t('calls.problem.close')} onClick={close}>
                <Close fontSize="small" />
              </IconButton>
            </>
          }
        >
          {t('calls.panel.knock', { names: names.join(', ') })}
        </Alert>
      ) : (
        <span />
      )}
    </Snackbar>
  )
}
