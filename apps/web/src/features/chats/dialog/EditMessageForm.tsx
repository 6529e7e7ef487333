import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { CHAT_LIMITS } from '@nauka/contracts'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ErrorMessage, failureMessage, messageText } from '../../../api/errorText'
import { RequestIdNote } from '../../../shared/RequestIdNote'

type Props = { initial: string; onSave: (text: string) => Promise<void>; onCancel: () => void }

/** Inline edit of an own message: Enter or Save keeps the change, Esc or Cancel drops it. */
export const EditMessageForm = ({ initial, onSave, onCancel }: Props) => {
  const { t } = useTranslation()
  const [text, setText] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<ErrorMessage | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  // The actions menu hands focus back as it closes; the field takes it once the menu has gone.
  useEffect(() => {
    const timer = setTimeout(() => field.current?.focus(), 0)
    return () => clearTimeout(timer)
  }, [])
  const unchanged = text.trim() === initial.trim() || text.trim().length === 0
  const save = async () => {
    if (unchanged) return onCancel()
    setBusy(true)
    setError(null)
    try {
      await onSave(text.trim())
    } catch (cause) {
      setError(failureMessage(cause))
      setBusy(false)
    }
  }
  return (
    <Stack spacing={1} sx={{ minWidth: { xs: 200, sm: 280 } }}>
      <TextField
        inputRef={field}
        multiline
        size="small"
        label={t('chatDialog.edit.label')}
        value={text}
        disabled={busy}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.messageTextMax } }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            onCancel()
          } else if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault()
            void save()
          }
        }}
        sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
      />
      {error && (
        <Alert severity="error">
          {messageText(t, error)}
          <RequestIdNote message={error} />
        </Alert>
      )}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button size="small" color="inherit" onClick={onCancel} disabled={busy}>
          {t('chatDialog.edit.cancel')}
        </Button>
        <Button size="small" variant="contained" onClick={() => void save()} disabled={busy}>
          {t('chatDialog.edit.save')}
        </Button>
      </Stack>
    </Stack>
  )
}
