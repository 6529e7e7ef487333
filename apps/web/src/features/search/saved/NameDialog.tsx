import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { SEARCH_LIMITS } from '@nauka/contracts'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../../api/errorText'
import { RequestIdNote } from '../../../shared/RequestIdNote'

type Props = {
  title: string
  initialName: string
  pending: boolean
  error: unknown
  /** The trimmed name; empty when the person cleared it (the search's words stand in). */
  onSubmit: (name: string) => void
  onClose: () => void
  /** More fields under the name (the "notify me" switch). */
  children?: ReactNode
}

/** The small form that names a search, for saving it and for renaming it. */
export const NameDialog = ({ title, initialName, pending, error, onSubmit, onClose, children }: Props) => {
  const { t } = useTranslation()
  const titleId = useId()
  const [name, setName] = useState(initialName)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(name.trim())
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('search.saved.save.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: SEARCH_LIMITS.savedNameMax } }}
            fullWidth
            autoFocus
            margin="dense"
          />
          {children}
          {error ? (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {messageText(t, failureMessage(error))}
              <RequestIdNote cause={error} />
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? t('common.saving') : t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
