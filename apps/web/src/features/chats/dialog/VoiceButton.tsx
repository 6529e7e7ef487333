import Close from '@mui/icons-material/Close'
import Mic from '@mui/icons-material/Mic'
import Send from '@mui/icons-material/Send'
import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { MessageType } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../../api/errorText'
import { uploadFile } from '../../files/upload'
import type { Draft } from './useDialogLive'
import { useVoiceRecorder } from './useVoiceRecorder'
import { formatDuration } from './wording'

type Props = { disabled: boolean; onSend: (draft: Draft) => boolean }

/**
 * SPEC 3: a voice message. The mic button starts recording, the send button stops it, uploads the
 * recording through the files API and sends it as type 4; the cross throws it away.
 */
export const VoiceButton = ({ disabled, onSend }: Props) => {
  const { t } = useTranslation()
  const { state, seconds, start, stop } = useVoiceRecorder()
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const finish = async () => {
    const file = await stop(true)
    if (!file) return
    setUploading(true)
    setError(null)
    try {
      const descriptor = await uploadFile(file)
      onSend({ cType: MessageType.VoiceMessage, text: '', fileIds: [descriptor.id], fileNames: [file.name] })
    } catch (cause) {
      setError(messageText(t, failureMessage(cause)))
    } finally {
      setUploading(false)
    }
  }

  if (uploading) return <CircularProgress size={24} aria-label={t('chatDialog.voice.uploading')} />
  if (state === 'recording')
    return (
      <Stack direction="row" alignItems="center" spacing={0.5}>
        <Typography role="timer" aria-live="off" color="error" variant="body2">
          {t('chatDialog.voice.recording', { duration: formatDuration(seconds) })}
        </Typography>
        <IconButton aria-label={t('chatDialog.voice.cancel')} onClick={() => void stop(false)}>
          <Close />
        </IconButton>
        <IconButton color="primary" aria-label={t('chatDialog.voice.stop')} onClick={() => void finish()}>
          <Send />
        </IconButton>
      </Stack>
    )
  return (
    <Stack direction="row" alignItems="center">
      {(state === 'denied' || state === 'unsupported' || error) && (
        <Alert severity="warning" sx={{ py: 0, mr: 1 }}>
          {error ?? t(`chatDialog.voice.${state}`)}
        </Alert>
      )}
      <IconButton
        aria-label={t('chatDialog.voice.record')}
        onClick={() => void start()}
        disabled={disabled || state === 'unsupported'}
      >
        <Mic />
      </IconButton>
    </Stack>
  )
}
