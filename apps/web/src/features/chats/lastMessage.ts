import { type ChatMessage, MessageType } from '@nauka/contracts'
import type { TFunction } from 'i18next'

/** The one-line preview of a dialog's latest message in the list and in toasts. */
export const messagePreview = (t: TFunction, message: ChatMessage | null): string => {
  if (!message) return t('chats.noMessages')
  if (message.type === MessageType.VoiceMessage) return t('chats.preview.voice')
  if (message.type === MessageType.SentContact) return t('chats.preview.contact')
  if (message.type === MessageType.SystemMessage) return t('chats.preview.system')
  const text = message.text?.trim()
  if (text) return text
  if (message.files.length > 0) return t('chats.preview.files', { count: message.files.length })
  return t('chats.preview.call')
}
