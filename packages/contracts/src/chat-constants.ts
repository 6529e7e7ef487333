import type { ValueOf } from './types'

/** SPEC 3: numeric dialog type on the wire. */
export const DialogType = { Chat: 1, Group: 2 } as const
export type DialogType = ValueOf<typeof DialogType>

/** SPEC 3: the same distinction by name, as the dialog's `dialogType` field carries it. */
export const DialogKind = { Personal: 'personal', Group: 'group' } as const
export type DialogKind = ValueOf<typeof DialogKind>

/** Maps the numeric dialog type to its name: a one-to-one chat is `personal`. */
export const dialogKindOf = (type: DialogType): DialogKind =>
  type === DialogType.Group ? DialogKind.Group : DialogKind.Personal

/** SPEC 3, 6: a group member is a plain user or an admin. */
export const ChatRole = { User: 0, Admin: 1 } as const
export type ChatRole = ValueOf<typeof ChatRole>

/** SPEC 3: what a user can do to a chat from its menu. */
export const ChatAction = {
  Delete: 'delete',
  Edit: 'edit',
  Leave: 'leave',
  Clean: 'clean',
  Block: 'block',
} as const
export type ChatAction = ValueOf<typeof ChatAction>

/** SPEC 2, 3: filters of the chat list. */
export const ChatListFilter = { All: 'all', Group: 'group', Unread: 'unread' } as const
export type ChatListFilter = ValueOf<typeof ChatListFilter>

/** SPEC 9: the chat count shown before the list has loaded. */
export const UNKNOWN_CHAT_COUNT = 9999

/** SPEC 3, 4: read marks only move forward: sent, delivered, read. */
export const ReadStatus = { Sent: 1, Delivered: 2, Read: 3 } as const
export type ReadStatus = ValueOf<typeof ReadStatus>

/**
 * SPEC 3: `action.type` of a realtime `message` event. changeChat, delete and removeChat are in
 * SPEC 3; read and update are the other two the original socket carries (reference notes).
 */
export const MessageAction = {
  ChangeChat: 'changeChat',
  Delete: 'delete',
  RemoveChat: 'removeChat',
  Read: 'read',
  Update: 'update',
} as const
export type MessageAction = ValueOf<typeof MessageAction>

/** SPEC 3: numeric message types; 2001–2004 and 6001–6004 are call signals. */
export const MessageType = {
  TextMessage: 1,
  AudioCallStarted: 2,
  VideoCallStarted: 3,
  VoiceMessage: 4,
  SystemMessage: 5,
  CallEnded: 6,
  SentContact: 7,
  CallActivated: 2001,
  JoinCall: 2002,
  LeftJoinCall: 2003,
  CallUsers: 2004,
  CallDeclined: 6001,
  CallKicked: 6002,
  NotAnswer: 6003,
  MissedCall: 6004,
} as const
export type MessageType = ValueOf<typeof MessageType>

/**
 * SPEC 3: the message types shown in a dialog (and counted as unread); the rest are call signals.
 * Beyond SPEC 3's list, "call ended" (with its duration) and "declined" show too: issue 16 asks the
 * dialog to show how a call ended.
 */
export const DISPLAYABLE_MESSAGE_TYPES: readonly MessageType[] = [
  MessageType.TextMessage,
  MessageType.AudioCallStarted,
  MessageType.VideoCallStarted,
  MessageType.VoiceMessage,
  MessageType.SystemMessage,
  MessageType.SentContact,
  MessageType.CallEnded,
  MessageType.CallDeclined,
  MessageType.NotAnswer,
  MessageType.MissedCall,
]

export const isDisplayableMessageType = (type: number): boolean =>
  (DISPLAYABLE_MESSAGE_TYPES as readonly number[]).includes(type)

/** SPEC 3, 4, 5, 7: the chat's limits (apart from chat.ts's schemas: other modules' constants use them). */
export const CHAT_LIMITS = {
  messageTextMax: 10_000,
  groupNameMax: 100,
  groupMembersMax: 500,
  userSearchMax: 50,
  searchTextMax: 200,
  /** Dialogs one member may pin: the pinned ones all come first on the list's first page. */
  pinnedMax: 5,
} as const
