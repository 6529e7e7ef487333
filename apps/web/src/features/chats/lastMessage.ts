import { type ChatMessage, type ChatUser, MessageType } from '@nauka/contracts'
import type { TFunction } from 'i18next'
import { useAuthStore } from '../auth/auth.store'
import { callWording } from '../calls/callMessages'
import { systemText } from './dialog/wording'

/**
 * The one-line preview of a dialog's latest message in the list and in toasts; a system message
 * reads as in the dialog (`members`: the dialog's, see `membersOf`).
 */
export const messagePreview = (
  t: TFunction,
  message: ChatMessage | null,
  members: ReadonlyMap<number, ChatUser> = new Map(),
  me: number | null = useAuthStore.getState().userId,
): string => {
  if (!message) return t('chats.noMessages')
  if (message.system) return systemText(t, message.system, members)
  const call = callWording(t, message, { me, members })
  if (call) return call.text
  if (message.type === MessageType.VoiceMessage) return t('chats.preview.voice')
  if (message.type === MessageType.SentContact) return t('chats.preview.contact')
  const text = message.text?.trim()
  if (text) return text
  if (message.files.length > 0) return t('chats.preview.files', { count: message.files.length })
  return t('chats.preview.call')
}
