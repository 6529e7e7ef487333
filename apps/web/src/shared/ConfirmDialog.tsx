import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { RequestIdNote } from './RequestIdNote'

type Props = {
  open: boolean
  title: string
  text: string
  confirmLabel: string
  busy: boolean
  /** The failure of the last attempt, shown in the dialog. */
  error?: string | null
  /** What the last attempt threw: the request's id to report shows under a failure of the server. */
  errorCause?: unknown
  onConfirm: () => void
  onClose: () => void
}

/** Asks before something that cannot be undone (deleting a post, a comment or a saved search; leaving a chat). */
export const ConfirmDialog = ({
  open,
  title,
  text,
  confirmLabel,
  busy,
  error,
  errorCause,
  onConfirm,
  onClose,
}: Props) => {
  const { t } = useTranslation()
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
            <RequestIdNote cause={errorCause} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
