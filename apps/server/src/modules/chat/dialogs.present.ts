import {
  type ChatMessage,
  ChatRole,
  type ChatUser,
  type Dialog,
  DialogType,
  fileUrl,
  type OnlineStatus,
} from '@nauka/contracts'
import { fullNameEnOf, fullNameOf, imageUrl } from '../profile/profile.present'
import type { DialogRow, MemberRow } from './membership.queries'
import type { PersonRow } from './users.queries'

const roleOf = (role: number): ChatUser['role'] => (role === ChatRole.Admin ? ChatRole.Admin : ChatRole.User)

/** A person as the chat shows them: name (or nickname), nickname, avatar. */
export const presentPerson = (userId: number, person: PersonRow | undefined) => ({
  fullName: fullNameOf(person),
  fullNameEn: fullNameEnOf(person),
  nickname: person?.nickname ?? null,
  image: imageUrl(userId, 'avatar', person?.imageVersion),
})

export const presentChatUser = (
  member: Pick<MemberRow, 'userId' | 'role'>,
  person: PersonRow | undefined,
): ChatUser => ({
  userId: member.userId,
  ...presentPerson(member.userId, person),
  role: roleOf(member.role),
})

/** Everything one list entry is built from, already loaded in batches. */
export interface DialogParts {
  dialog: DialogRow
  member: MemberRow
  /** Active members, the reader included. */
  members: ChatUser[]
  lastMessage: ChatMessage | null
  unread: number
  /** A block either way between the reader and the interlocutor (personal chats). */
  blocked: boolean
  status: OnlineStatus | null
  /** The call going on in the dialog (ringing or active). */
  activeCall: Dialog['activeCall']
}

/** SPEC 3 dialog as one member sees it. */
export function presentDialog(parts: DialogParts): Dialog {
  const { dialog, member } = parts
  const personal = dialog.type === DialogType.Chat
  const interlocutor = personal ? (parts.members.find((u) => u.userId !== member.userId) ?? null) : null
  return {
    dialogId: dialog.id,
    dialogName: personal ? (interlocutor?.fullName ?? null) : dialog.name,
    dialogImage: personal
      ? (interlocutor?.image ?? null)
      : dialog.imageFileId
        ? fileUrl(dialog.imageFileId)
        : null,
    dialogType: personal ? DialogType.Chat : DialogType.Group,
    interlocutor,
    users: personal ? [] : parts.members,
    role: roleOf(member.role),
    isDeleted: dialog.deletedAt !== null,
    firstMessageId: dialog.firstMessageId,
    messageId: dialog.lastMessageId,
    lastMessage: parts.lastMessage,
    unreadMessages: parts.unread,
    isPinned: member.isPinned,
    notificationsDisable: member.notificationsDisabled,
    isBlocked: personal && (parts.blocked || member.isBlocked),
    status: personal ? parts.status : null,
    activeCall: parts.activeCall,
  }
}
