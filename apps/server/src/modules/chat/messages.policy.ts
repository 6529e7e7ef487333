import { AttachmentMessage, DialogType, LIMITS, MessageType } from '@nauka/contracts'

/** Reference `fileType` of a message file. */
export const MessageFileType = { Image: 1, Audio: 20, Voice: 21, Video: 30, Other: 100 } as const

/** Message i18n keys of the chat's message rules (server messages.ts, ru and en). */
export const MessageRule = {
  textRequired: 'chat.message.textRequired',
  voiceFile: 'chat.message.voiceFile',
  contactInvalid: 'chat.message.contactInvalid',
  notAuthor: 'chat.message.notAuthor',
  notFound: 'chat.message.notFound',
  systemReadOnly: 'chat.message.systemReadOnly',
  fileNotFound: 'chat.message.fileNotFound',
  fileNotOwned: 'chat.message.fileNotOwned',
  fileAttached: 'chat.message.fileAttached',
} as const

/**
 * Chrome's MediaRecorder writes voice as WebM, which content sniffing cannot tell from video: a
 * voice message accepts it next to every audio type.
 */
const VOICE_CONTAINERS = new Set(['video/webm'])

export const isVoiceMime = (mime: string): boolean => mime.startsWith('audio/') || VOICE_CONTAINERS.has(mime)

/** The reference `fileType` from the stored (sniffed) mime type; a voice message's file is 21. */
export function fileTypeOf(mime: string, voice: boolean): number {
  if (voice) return MessageFileType.Voice
  if (mime.startsWith('image/')) return MessageFileType.Image
  if (mime.startsWith('audio/')) return MessageFileType.Audio
  if (mime.startsWith('video/')) return MessageFileType.Video
  return MessageFileType.Other
}

interface Content {
  type: number
  text: string
  files: { mime: string }[]
}

/**
 * SPEC 3, 5: what a message of each type must hold. Text needs words or files; a voice message is
 * exactly one audio file; a contact names a user (the caller checks the user exists). Answers the
 * i18n key of the refusal, or null.
 */
export function contentRefusal(content: Content): string | null {
  switch (content.type) {
    case MessageType.TextMessage:
      return content.text.length === 0 && content.files.length === 0 ? MessageRule.textRequired : null
    case MessageType.VoiceMessage:
      return content.files.length === 1 && content.files.every((f) => isVoiceMime(f.mime))
        ? null
        : MessageRule.voiceFile
    case MessageType.SentContact:
      return content.files.length === 0 && contactUserId(content.text) !== null
        ? null
        : MessageRule.contactInvalid
    default:
      return MessageRule.textRequired
  }
}

/** A contact is a user id, or a link to a profile (`…/profile/42`). Answers the id, or null. */
export function contactUserId(text: string): number | null {
  const match = /^(?:(?:https?:\/\/[^/\s]+)?\/profile\/)?(\d{1,10})\/?$/.exec(text.trim())
  if (!match?.[1]) return null
  const id = Number(match[1])
  return id > 0 && id <= 2_147_483_647 ? id : null
}

/** SPEC 5: at most 10 files and 100 MB in total on one message. */
export function attachmentLimitRefusal(sizes: readonly number[]): string | null {
  if (sizes.length > LIMITS.attachmentsMaxFiles) return AttachmentMessage.tooMany
  const total = sizes.reduce((sum, size) => sum + size, 0)
  return total > LIMITS.attachmentsMaxTotalBytes ? AttachmentMessage.tooLarge : null
}

interface MessageFacts {
  ownerId: number | null
  deletedAt: Date | null
}

/** Only the author edits a message; system messages have none. */
export const canEditMessage = (userId: number, message: MessageFacts): boolean =>
  message.ownerId !== null && message.ownerId === userId && message.deletedAt === null

/** Only the author deletes a message. */
export const canDeleteMessage = (userId: number, message: MessageFacts): boolean =>
  message.ownerId !== null && message.ownerId === userId && message.deletedAt === null

interface DialogFacts {
  type: number
  deletedAt: Date | null
}

/**
 * SPEC 5: who may write to a dialog they are a member of. Not to a deleted group; not to a personal
 * chat that a member blocked, or whose two people block each other, or whose other person does not
 * let the sender write to them (settings 132:13, `messagesRefused`). Answers the refusal's i18n key.
 */
export function sendRefusal(
  dialog: DialogFacts,
  members: readonly { isBlocked: boolean }[],
  blockedBetween: boolean,
  messagesRefused = false,
): string | null {
  if (dialog.deletedAt !== null) return 'chat.groupDeleted'
  if (dialog.type !== DialogType.Chat) return null
  if (blockedBetween || members.some((m) => m.isBlocked)) return 'chat.blocked'
  return messagesRefused ? MESSAGES_RESTRICTED : null
}

/** The refusal of a person who does not let the sender write to them (settings 132:13). */
export const MESSAGES_RESTRICTED = 'chat.messagesRestricted'

/**
 * SPEC 2 Toasts: the members told of a new message by a toast. Never its sender, nobody who muted
 * the dialog, and only those who want chat notifications (`wanting`, settings 132:23).
 */
export const toastRecipients = (
  senderId: number,
  members: readonly { userId: number; notificationsDisabled: boolean }[],
  wanting: ReadonlySet<number>,
): Set<number> =>
  new Set(
    members
      .filter((m) => m.userId !== senderId && !m.notificationsDisabled && wanting.has(m.userId))
      .map((m) => m.userId),
  )
