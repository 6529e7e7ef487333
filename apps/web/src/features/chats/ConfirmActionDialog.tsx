import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  open: boolean
  title: string
  text: string
  confirmLabel: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks before a chat action that cannot be taken back (clean, delete, leave, block). */
export const ConfirmActionDialog = ({ open, title, text, confirmLabel, busy, onConfirm, onClose }: Props) => {
  const { t } = useTranslation()
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
