import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { MARKET_LIMITS } from '@nauka/contracts'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { failureMessage, messageText } from '../../api/errorText'
import { chatPath } from '../../shared/paths'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { useContactAuthor } from './market.queries'

type Props = { listingId: number; open: boolean; onClose: () => void }

/**
 * "Contact": an optional first message, then the personal chat with the author opens, with the
 * message about the listing in it (the server writes one when the person wrote nothing).
 */
export const ContactDialog = ({ listingId, open, onClose }: Props) => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const titleId = useId()
  const formId = useId()
  const [text, setText] = useState('')
  const contact = useContactAuthor(listingId)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const words = text.trim()
    contact.mutate(words ? { text: words } : {}, {
      onSuccess: ({ dialogId }) => navigate(chatPath(dialogId)),
    })
  }
  return (
    <Dialog
      open={open}
      onClose={contact.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('marketplace.contact.title')}</DialogTitle>
      <DialogContent>
        <form id={formId} onSubmit={submit} noValidate>
          <TextField
            label={t('marketplace.contact.label')}
            helperText={t('marketplace.contact.hint')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            disabled={contact.isPending}
            slotProps={{ htmlInput: { maxLength: MARKET_LIMITS.contactTextMax } }}
            sx={{ mt: 1 }}
          />
        </form>
        {contact.error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {messageText(t, failureMessage(contact.error, 'marketplace.contact.failed'))}
            <RequestIdNote cause={contact.error} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={contact.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={contact.isPending}>
          {t('marketplace.contact.send')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
