import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../api/ApiError'
import { errorText } from '../../api/errorText'
import { PATHS } from '../../shared/paths'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { signOut } from './session'

type Props = { open: boolean; onClose: () => void }

/** SPEC 2: the logout confirmation. Confirming signs out and goes to /login. */
export const LogoutConfirmDialog = ({ open, onClose }: Props) => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ text: string; cause: unknown } | null>(null)

  const close = () => {
    setError(null)
    onClose()
  }
  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await signOut()
      // Nothing of this user's data stays cached for whoever signs in next on this device.
      queryClient.clear()
      onClose()
      navigate(PATHS.login, { replace: true })
    } catch (cause) {
      // SPEC 8: a failed logout shows its status or message.
      const message = cause instanceof ApiError ? errorText(t, cause) : t('errors.unhandled')
      setError({ text: t('errors.logout', { message }), cause })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby="logout-title" aria-describedby="logout-text">
      <DialogTitle id="logout-title">{t('logout.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-text">{t('logout.text')}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error.text}
            <RequestIdNote cause={error.cause} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('logout.cancel')}</Button>
        <Button onClick={confirm} variant="contained" disabled={busy}>
          {t('logout.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
