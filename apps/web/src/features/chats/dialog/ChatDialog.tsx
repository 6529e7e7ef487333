import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { type ChatMessage, type Dialog, DialogType } from '@nauka/contracts'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../../api/errorText'
import { ConfirmDialog } from '../../../shared/ConfirmDialog'
import { RequestIdNote } from '../../../shared/RequestIdNote'
import { useAuthStore } from '../../auth/auth.store'
import { useChatStore } from '../chat.store'
import { useDialogInfo } from '../chats.queries'
import { Composer } from './Composer'
import { DialogHeader } from './DialogHeader'
import { DialogSearch } from './DialogSearch'
import { threadMessages, useDeleteMessage, useEditMessage, useThread } from './dialog.queries'
import { MessageBubble } from './MessageBubble'
import { MessageList } from './MessageList'
import { canDeleteMessage, canEditMessage, displayable } from './model'
import { useDialogLive } from './useDialogLive'
import { useReadMarks } from './useReadMarks'
import { membersOf } from './wording'

export interface ChatDialogProps {
  dialogId: number
  /** Back to the list (the mobile variant shows one pane at a time). */
  onBack?: () => void
}

const frame = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  flex: 1,
  minWidth: 0,
} as const

/** Scrolls a message into view once the search has asked for it and it is loaded. */
const useJump = (messages: readonly ChatMessage[], loadOlder: () => void, canLoadOlder: boolean) => {
  const [target, setTarget] = useState<number | null>(null)
  const [highlighted, setHighlighted] = useState<number | null>(null)
  const loaded = target !== null && messages.some((m) => m.id === target)
  useEffect(() => {
    if (target === null) return
    if (loaded) {
      document.getElementById(`message-${target}`)?.scrollIntoView?.({ block: 'center' })
      setHighlighted(target)
      setTarget(null)
    } else if (canLoadOlder) loadOlder()
    else setTarget(null)
  }, [target, loaded, canLoadOlder, loadOlder])
  return { jump: setTarget, highlighted }
}

/** The dialog once its info has loaded: header, thread and composer, live over the socket. */
const OpenDialog = ({ dialog, me, onBack }: { dialog: Dialog; me: number; onBack?: () => void }) => {
  const { t } = useTranslation()
  const dialogId = dialog.dialogId
  const thread = useThread(dialogId, dialog.firstMessageId)
  const messages = useMemo(() => displayable(threadMessages(thread.data)), [thread.data])
  const live = useDialogLive(dialogId, me)
  const observe = useReadMarks(dialogId, me, messages)
  const members = useMemo(() => membersOf(dialog), [dialog])
  const editingId = useChatStore((s) => s.editingMessageId)
  const setEditing = useChatStore((s) => s.setEditing)
  const edit = useEditMessage(dialogId)
  const remove = useDeleteMessage(dialogId)
  const [deleting, setDeleting] = useState<number | null>(null)
  const [searching, setSearching] = useState(false)
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = thread
  const loadOlder = useMemo(() => () => void fetchNextPage(), [fetchNextPage])
  const { jump, highlighted } = useJump(messages, loadOlder, hasNextPage && !isFetchingNextPage)

  const disabledReason = dialog.isDeleted
    ? t('chatDialog.deleted')
    : dialog.isBlocked
      ? t('chatDialog.blocked')
      : live.blocked
        ? t('chatDialog.send.blocked')
        : null

  const renderMessage = (message: ChatMessage) => (
    <MessageBubble
      key={message.id}
      message={message}
      mine={message.ownerId === me}
      showAuthor={dialog.dialogType === DialogType.Group && message.ownerId !== me}
      members={members}
      canEdit={canEditMessage(message, me) && !dialog.isDeleted}
      canDelete={canDeleteMessage(message, me)}
      editing={editingId === message.id}
      highlighted={highlighted === message.id}
      onEdit={() => setEditing(message.id)}
      onCancelEdit={() => setEditing(null)}
      onSaveEdit={async (text) => {
        await edit.mutateAsync({ messageId: message.id, text })
        setEditing(null)
      }}
      onDelete={() => setDeleting(message.id)}
      elementRef={observe}
    />
  )

  return (
    <Box sx={frame} component="section" aria-label={t('chatDialog.label')}>
      <DialogHeader dialog={dialog} onBack={onBack} onSearch={() => setSearching((open) => !open)} />
      {searching && <DialogSearch dialogId={dialogId} onJump={jump} onClose={() => setSearching(false)} />}
      {thread.isPending ? (
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label={t('chatDialog.loading')} />
        </Box>
      ) : thread.isError && messages.length === 0 ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={<Button onClick={() => void thread.refetch()}>{t('chatDialog.retry')}</Button>}
        >
          {t('chatDialog.loadFailed')}
          <RequestIdNote cause={thread.error} />
        </Alert>
      ) : (
        <MessageList
          messages={messages}
          outgoing={live.outgoing}
          renderMessage={renderMessage}
          hasOlder={hasNextPage}
          loadingOlder={isFetchingNextPage}
          onLoadOlder={loadOlder}
          onRetry={live.retry}
          onDiscard={live.discard}
        />
      )}
      <Composer disabledReason={disabledReason} onSend={live.send} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('chatDialog.delete.title')}
        text={t('chatDialog.delete.text')}
        confirmLabel={t('chatDialog.delete.confirm')}
        busy={remove.isPending}
        error={remove.error ? messageText(t, failureMessage(remove.error)) : null}
        errorCause={remove.error}
        onConfirm={() => {
          if (deleting !== null) remove.mutate(deleting, { onSuccess: () => setDeleting(null) })
        }}
        onClose={() => {
          remove.reset()
          setDeleting(null)
        }}
      />
    </Box>
  )
}

/** One open dialog: header, messages and composer (SPEC 2 chat dialog). */
export const ChatDialog = ({ dialogId, onBack }: ChatDialogProps) => {
  const { t } = useTranslation()
  const me = useAuthStore((s) => s.userId)
  const info = useDialogInfo(dialogId)
  if (info.isPending || me === null)
    return (
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label={t('chatDialog.loading')} />
      </Box>
    )
  if (info.isError)
    return (
      <Box sx={frame}>
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <>
              {onBack && <Button onClick={onBack}>{t('chatDialog.back')}</Button>}
              <Button onClick={() => void info.refetch()}>{t('chatDialog.retry')}</Button>
            </>
          }
        >
          {messageText(t, failureMessage(info.error))}
          <RequestIdNote cause={info.error} />
        </Alert>
      </Box>
    )
  // A new dialog starts with its own pending messages, edit mode and search.
  return <OpenDialog key={dialogId} dialog={info.data} me={me} onBack={onBack} />
}
