import AttachFile from '@mui/icons-material/AttachFile'
import ContactPage from '@mui/icons-material/ContactPage'
import Send from '@mui/icons-material/Send'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { AttachmentMessage, CHAT_LIMITS, MessageType } from '@nauka/contracts'
import { useState } from 'react'
import { useDropzone } from 'react-dropzone'
import { useTranslation } from 'react-i18next'
import { messageText } from '../../../api/errorText'
import { useToastObstacle } from '../../../shared/toasts/useToastObstacle'
import { useUploadRules } from '../../files/allowedTypes'
import { isUploading, publishedIds } from '../../posts/editor/attachments.model'
import { useAttachments } from '../../posts/editor/useAttachments'
import { ShareContactDialog } from './ShareContactDialog'
import type { Draft } from './useDialogLive'
import { VoiceButton } from './VoiceButton'

type Props = {
  /** Why nothing can be sent now (a failed send, a deleted or blocked chat), or null. */
  disabledReason: string | null
  onSend: (draft: Draft) => boolean
}

/**
 * The message composer: text (Enter sends, Shift+Enter starts a new line), attachments by drop or
 * picker checked against SPEC 5 before upload, and voice messages. After a send it starts afresh
 * (the parent remounts it), keeping the sent files.
 */
const ComposerForm = ({
  disabledReason,
  onSend,
  onSent,
  focus,
}: Props & { onSent: () => void; focus: boolean }) => {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [sharing, setSharing] = useState(false)
  const { rules, failed } = useUploadRules()
  const files = useAttachments([], rules, failed)
  const { getRootProps, getInputProps, isDragActive, open, rootRef } = useDropzone({
    onDrop: files.add,
    noClick: true,
    noKeyboard: true,
    multiple: true,
    disabled: disabledReason !== null,
  })
  // Toasts rise above the composer rather than cover its Send button.
  useToastObstacle(rootRef)
  const disabled = disabledReason !== null
  const ready = files.items.filter((item) => item.status === 'uploaded')
  const canSend = !disabled && !isUploading(files.items) && (text.trim().length > 0 || ready.length > 0)

  const send = () => {
    if (!canSend) return
    const sent = onSend({
      cType: MessageType.TextMessage,
      text: text.trim(),
      fileIds: publishedIds(files.items),
      fileNames: ready.map((item) => item.name),
    })
    if (!sent) return
    files.markSaved()
    onSent()
  }

  return (
    <>
      <Box
        {...getRootProps()}
        data-testid="chat-composer"
        sx={{
          borderTop: 1,
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : 'background.paper',
          p: 1,
          position: 'sticky',
          bottom: 0,
        }}
      >
        <input {...getInputProps()} aria-label={t('chatDialog.composer.attach')} />
        {disabledReason && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {disabledReason}
          </Alert>
        )}
        {files.refusal && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {files.refusal.errors.map((key) => (
              <div key={key}>
                {key === AttachmentMessage.unsupported
                  ? t('postEditor.unsupportedFiles', {
                      message: t(key),
                      names: files.refusal?.unsupportedNames.join(', '),
                    })
                  : t(key)}
              </div>
            ))}
          </Alert>
        )}
        {files.items.length > 0 && (
          <Stack
            direction="row"
            spacing={0.5}
            useFlexGap
            flexWrap="wrap"
            aria-label={t('chatDialog.composer.files')}
            sx={{ mb: 1 }}
          >
            {files.items.map((item) => (
              <Chip
                key={item.key}
                size="small"
                color={item.status === 'failed' ? 'error' : 'default'}
                label={
                  item.status === 'uploading'
                    ? `${item.name} · ${t('files.uploading', { percent: Math.round(item.progress * 100) })}`
                    : item.status === 'failed' && item.error
                      ? `${item.name} · ${messageText(t, item.error)}`
                      : item.name
                }
                onDelete={() => files.remove(item.key)}
              />
            ))}
          </Stack>
        )}
        <Stack direction="row" spacing={0.5} alignItems="flex-end">
          <IconButton aria-label={t('chatDialog.composer.attach')} onClick={open} disabled={disabled}>
            <AttachFile />
          </IconButton>
          <TextField
            fullWidth
            multiline
            maxRows={6}
            size="small"
            autoFocus={focus}
            label={t('chatDialog.composer.label')}
            placeholder={isDragActive ? t('chatDialog.composer.dropNow') : undefined}
            value={text}
            disabled={disabled}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.messageTextMax } }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault()
                send()
              }
            }}
          />
          <IconButton
            aria-label={t('chatDialog.composer.shareContact')}
            onClick={() => setSharing(true)}
            disabled={disabled}
          >
            <ContactPage />
          </IconButton>
          <VoiceButton disabled={disabled} onSend={onSend} />
          <IconButton
            color="primary"
            aria-label={t('chatDialog.composer.send')}
            onClick={send}
            disabled={!canSend}
          >
            <Send />
          </IconButton>
        </Stack>
      </Box>
      {/* Outside the drop zone: a portal still passes React events up to its parents. */}
      <ShareContactDialog open={sharing} onClose={() => setSharing(false)} onSend={onSend} />
    </>
  )
}

export const Composer = (props: Props) => {
  const [generation, setGeneration] = useState(0)
  return (
    <ComposerForm
      key={generation}
      {...props}
      focus={generation > 0}
      onSent={() => setGeneration((n) => n + 1)}
    />
  )
}
