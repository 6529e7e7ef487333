import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import List from '@mui/material/List'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type Dialog as ChatDialog, ChatListFilter } from '@nauka/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSocket } from '../../../api/SocketProvider'
import { UserAvatar } from '../../../shared/avatar/UserAvatar'
import { chatPath } from '../../../shared/paths'
import { QueryContent } from '../../../shared/QueryContent'
import { toastAction } from '../../../shared/toasts/toastAction'
import { useSnackbar } from '../../../shared/toasts/toaster'
import { refreshDialogs, useDialogs } from '../../chats/chats.queries'
import { appendToThread } from '../../chats/dialog/dialog.queries'
import {
  dialogAvatarSeed,
  dialogImage,
  dialogsOfPages,
  dialogTitle,
  filterDialogs,
  sortDialogs,
} from '../../chats/model'
import { ResponsiveDialog } from '../../layout/ResponsiveDialog'
import { type SendFailure, sendToChat } from './sendToChat'

type Props = { open: boolean; text: string; onClose: () => void }

/**
 * "Send to chat": the reader picks one of their chats (found by its name) and the publication's
 * title and link go there as a message. The toast that confirms it opens the chat.
 */
export const SendToChatDialog = ({ open, text, onClose }: Props) => {
  const { t } = useTranslation()
  const socket = useSocket()
  const client = useQueryClient()
  const navigate = useNavigate()
  const { enqueueSnackbar } = useSnackbar()
  const dialogs = useDialogs()
  const [search, setSearch] = useState('')
  const [sending, setSending] = useState<number | null>(null)
  const [failure, setFailure] = useState<SendFailure | null>(null)
  const noName = t('chats.noName')
  const shown = useMemo(() => {
    const all = sortDialogs(dialogsOfPages(dialogs.data?.pages ?? [])).filter((d) => !d.isDeleted)
    return filterDialogs(all, ChatListFilter.All, search, (d) => dialogTitle(d, noName))
  }, [dialogs.data, search, noName])

  const send = async (dialog: ChatDialog) => {
    const name = dialogTitle(dialog, noName)
    setSending(dialog.dialogId)
    setFailure(null)
    try {
      appendToThread(client, await sendToChat(socket, dialog.dialogId, text))
      void refreshDialogs(client, dialog.dialogId)
      onClose()
      enqueueSnackbar(t('publication.share.sent', { name }), {
        variant: 'success',
        action: toastAction(t('publication.share.openChat'), () => navigate(chatPath(dialog.dialogId))),
      })
    } catch (cause) {
      setFailure(cause as SendFailure)
    } finally {
      setSending(null)
    }
  }

  const reason = failure && ('text' in failure ? failure.text : t(failure.key))
  return (
    <ResponsiveDialog open={open} onClose={onClose} title={t('publication.share.chatTitle')}>
      <DialogContent sx={{ pt: 1, minHeight: 320 }}>
        <TextField
          label={t('publication.share.findChat')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          size="small"
          autoComplete="off"
          sx={{ mt: 1 }}
        />
        {reason && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {t('chatDialog.send.failed', { reason })}
          </Alert>
        )}
        <Box sx={{ mt: 1 }}>
          <QueryContent
            query={dialogs}
            isEmpty={() => shown.length === 0}
            empty={
              <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
                {search.trim() ? t('publication.share.noChatFound') : t('publication.share.noChats')}
              </Typography>
            }
          >
            {() => (
              <List aria-label={t('publication.share.chats')}>
                {shown.map((dialog) => {
                  const name = dialogTitle(dialog, noName)
                  return (
                    <ListItemButton
                      key={dialog.dialogId}
                      disabled={sending !== null}
                      onClick={() => void send(dialog)}
                      sx={{ borderRadius: 2 }}
                    >
                      <ListItemAvatar>
                        <UserAvatar
                          seed={dialogAvatarSeed(dialog)}
                          name={dialogTitle(dialog, '')}
                          src={dialogImage(dialog)}
                          size={40}
                        />
                      </ListItemAvatar>
                      <ListItemText primary={name} />
                      {sending === dialog.dialogId && (
                        <CircularProgress size={20} aria-label={t('publication.share.sending')} />
                      )}
                    </ListItemButton>
                  )
                })}
              </List>
            )}
          </QueryContent>
        </Box>
        {dialogs.hasNextPage && (
          <Button
            onClick={() => void dialogs.fetchNextPage()}
            disabled={dialogs.isFetchingNextPage}
            fullWidth
          >
            {t('common.showMore')}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}
