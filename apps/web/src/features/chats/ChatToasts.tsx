import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { type Dialog, DialogType, isDisplayableMessageType } from '@nauka/contracts'
import { useQueryClient } from '@tanstack/react-query'
import type { SnackbarKey } from 'notistack'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSocketEvent } from '../../api/SocketProvider'
import { nameOf } from '../../shared/names'
import { chatPath } from '../../shared/paths'
import { useSnackbar } from '../../shared/toasts/toaster'
import { useAuthStore } from '../auth/auth.store'
import { useChatStore } from './chat.store'
import { cachedDialog, dialogFor, useChatListLive } from './chats.live'
import { messagePreview } from './lastMessage'
import { dialogTitle } from './model'
import { useUnreadLive } from './unread'

/** Who wrote a message, as the dialog knows its members. */
const senderName = (dialog: Dialog, ownerId: number): string | null => {
  const user =
    dialog.dialogType === DialogType.Group
      ? dialog.users.find((u) => u.userId === ownerId)
      : dialog.interlocutor?.userId === ownerId
        ? dialog.interlocutor
        : undefined
  return user ? nameOf(user, '') || null : null
}

/**
 * SPEC 2 Toasts: someone else's new message in a dialog that is not open shows a toast (bottom
 * right, at most four) that opens /chats with the dialog selected; a dialog with notifications
 * disabled stays silent. Also keeps the cached list current, which is where mute is read from,
 * and the unread total.
 * Mounted once in the signed-in layout; renders nothing itself.
 */
export const ChatToasts = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const myId = useAuthStore((s) => s.userId)
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()
  useChatListLive()
  useUnreadLive()
  // The toasts on screen, by dialog: muting a dialog closes its toasts (SPEC 2 Toasts).
  const shown = useRef(new Map<SnackbarKey, number>())
  useEffect(
    () =>
      client.getQueryCache().subscribe(() => {
        for (const [key, dialogId] of shown.current) {
          if (cachedDialog(client, dialogId)?.notificationsDisable) {
            shown.current.delete(key)
            closeSnackbar(key)
          }
        }
      }),
    [client, closeSnackbar],
  )
  // Once its dialog is open (from the toast, the list or a link) a toast has nothing left to say,
  // and would only cover the composer.
  useEffect(
    () =>
      useChatStore.subscribe(({ selectedDialogId }) => {
        for (const [key, dialogId] of shown.current) {
          if (dialogId !== selectedDialogId) continue
          shown.current.delete(key)
          closeSnackbar(key)
        }
      }),
    [closeSnackbar],
  )

  useSocketEvent('message', async (event) => {
    const message = event.message
    // The server marks the messages the reader wants no toast for (settings 132:23, a muted dialog).
    if (event.notify === false) return
    if (!message || message.ownerId === null || message.ownerId === myId) return
    if (!isDisplayableMessageType(message.type)) return
    if (useChatStore.getState().selectedDialogId === message.dialogId) return
    const dialog = await dialogFor(client, message.dialogId)
    if (!dialog || dialog.notificationsDisable) return
    const title = dialogTitle(dialog, t('chats.noName'))
    const sender = senderName(dialog, message.ownerId)
    const heading =
      dialog.dialogType === DialogType.Group && sender ? `${sender} · ${title}` : (sender ?? title)
    const key = enqueueSnackbar(
      <Box sx={{ maxWidth: 360 }} data-testid="chat-toast">
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {t('chats.toast.title', { name: heading })}
        </Box>
        <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {messagePreview(t, message)}
        </Box>
      </Box>,
      {
        key: `chat-${message.id}`,
        preventDuplicate: true,
        variant: 'info',
        autoHideDuration: 8_000,
        onExited: (_node, exited) => shown.current.delete(exited),
        action: (snackbarKey) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(snackbarKey)
              navigate(chatPath(message.dialogId))
            }}
          >
            {t('chats.toast.open')}
          </Button>
        ),
      },
    )
    shown.current.set(key, message.dialogId)
  })
  return null
}
