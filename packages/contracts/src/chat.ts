import { z } from 'zod'
import { CallNotice } from './calls'
import { CHAT_LIMITS, MessageAction, MessageType, ReadStatus } from './chat-constants'
import { MAX_ENTITY_ID, PAGE_SIZE } from './constants'
import { FileDescriptor } from './files'
import { LIMITS } from './limits'
import { MessageListing } from './market'
import { FullNameEn } from './names'
import { IdParam, text } from './primitives'
import { GroupChatMessage, MessageTargetMessage } from './validation/keys'

/** SPEC 3, 4, 5, 7 and the reference chat API: dialogs and messages under /api/chat/v1. */

export const DialogIdParams = z.object({ id: IdParam })
export const MessageIdParams = z.object({ id: IdParam })
export const DialogMemberParams = z.object({ chatId: IdParam, memberId: IdParam })

/**
 * Online status (SPEC 3 `status`): online now, else when last seen (null: never). A user who hides
 * their status (settings 132:15) shows to others as `recently` only: never online, no last seen.
 */
export const OnlineStatus = z.object({
  isOnline: z.boolean(),
  lastSeen: z.string().nullable(),
  recently: z.literal(true).optional(),
})
export type OnlineStatus = z.infer<typeof OnlineStatus>

/** A member of a dialog; `role` 0 user, 1 admin (SPEC 3, 6). */
export const ChatUser = z.object({
  userId: z.number().int(),
  fullName: z.string().nullable(),
  fullNameEn: FullNameEn,
  nickname: z.string().nullable(),
  image: z.string().nullable(),
  role: z.union([z.literal(0), z.literal(1)]),
})
export type ChatUser = z.infer<typeof ChatUser>

/** What a system message (type 5) records, so every client can word it in its own language. */
export const SystemEvent = z.object({
  kind: z.enum(['created', 'joined', 'invited', 'left', 'removed', 'renamed', 'imageChanged']),
  /** Who did it. */
  actorId: z.number().int(),
  /** Whom it concerns (invited or removed members). */
  userIds: z.array(z.number().int()),
  /** The new name of a renamed group. */
  name: z.string().nullable(),
})
export type SystemEvent = z.infer<typeof SystemEvent>

/**
 * A system message as clients get it: the event with the people it names (actor and users), so a
 * member who has left since is still named ("Bob left the group").
 */
export const SystemNotice = SystemEvent.extend({ people: z.array(ChatUser.omit({ role: true })) })
export type SystemNotice = z.infer<typeof SystemNotice>

/** A file of a message; `fileType` follows the reference (1 image, 20 audio, 21 voice, 30 video, 100 file). */
export const MessageFile = FileDescriptor.extend({ fileType: z.number().int() })
export type MessageFile = z.infer<typeof MessageFile>

/**
 * A message. `read` is, for the reader's own messages, the furthest status any other member gave
 * it (sent 1 → delivered 2 → read 3); for others' messages, the status the reader gave it.
 */
export const ChatMessage = z.object({
  id: z.number().int(),
  dialogId: z.number().int(),
  type: z.number().int(),
  text: z.string().nullable(),
  /** Null for system messages. */
  ownerId: z.number().int().nullable(),
  files: z.array(MessageFile),
  read: z.union([z.literal(ReadStatus.Sent), z.literal(ReadStatus.Delivered), z.literal(ReadStatus.Read)]),
  createdAt: z.string(),
  /** Set when the text was edited. */
  updatedAt: z.string().nullable(),
  system: SystemNotice.nullable(),
  /** What a call message (types 2, 3, 2001–2004, 6, 6001–6004) records; null for the others. */
  call: CallNotice.nullable(),
  /**
   * The marketplace listing a message is about (issue 18, "contact the author"); the server always
   * sends it (null for the others), optional only for messages a client makes up before sending.
   */
  listing: MessageListing.nullable().optional(),
})
export type ChatMessage = z.infer<typeof ChatMessage>

/** SPEC 3: a dialog as the list and the info call show it to one member. */
export const Dialog = z.object({
  dialogId: z.number().int(),
  dialogName: z.string().nullable(),
  dialogImage: z.string().nullable(),
  dialogType: z.union([z.literal(1), z.literal(2)]),
  /** The other person of a personal chat. */
  interlocutor: ChatUser.nullable(),
  /** Members of a group (empty for personal chats). */
  users: z.array(ChatUser),
  /** The reader's role in it. */
  role: z.union([z.literal(0), z.literal(1)]),
  isDeleted: z.boolean(),
  firstMessageId: z.number().int().nullable(),
  /** The latest message id (0 before the first message): the list is sorted by it, descending. */
  messageId: z.number().int(),
  lastMessage: ChatMessage.nullable(),
  unreadMessages: z.number().int(),
  isPinned: z.boolean(),
  notificationsDisable: z.boolean(),
  isBlocked: z.boolean(),
  /** The interlocutor's status (personal chats). */
  status: OnlineStatus.nullable(),
  /** The call going on in the dialog (ringing or active): its id and type (1 audio, 2 video). */
  activeCall: z.object({ id: z.number().int(), type: z.number().int() }).nullable(),
})
export type Dialog = z.infer<typeof Dialog>

/** `GET /dialogs?lastMessageId`: `{count, dialogs}`; count is all the reader's dialogs. */
export const DialogList = z.object({
  count: z.number().int(),
  dialogs: z.array(Dialog),
  sumUnreadMessages: z.number().int(),
})
export type DialogList = z.infer<typeof DialogList>

/** `lastMessageId` 0 is "from the newest" (no dialog has a message id 0). */
const MessageCursor = z.coerce.number().int().min(0).max(MAX_ENTITY_ID)

export const DialogListQuery = z.object({
  lastMessageId: MessageCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.chat),
})

export const DialogInfoQuery = z.object({ details: z.coerce.number().int().min(0).max(2).optional() })

/** `GET /dialogs/{id}?limit&lastMessageId`: older messages than `lastMessageId`, newest first. */
export const MessagesQuery = z.object({
  lastMessageId: MessageCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.chat),
})
export const MessageList = z.array(ChatMessage)

const ImageRef = z.object({ id: z.guid() })

/**
 * `POST /dialogs/create`. One user and no name: the personal chat with them (the existing one if
 * there is one). Otherwise a group: SPEC 5 name of at least 3 characters, at least one member,
 * an image (uploaded through the files API) png/jpg/jpeg up to 2 MB.
 */
export const DialogCreate = z
  .object({
    dialogName: text().trim().max(CHAT_LIMITS.groupNameMax).optional(),
    users: z
      .array(IdParam, { error: GroupChatMessage.noMember })
      .min(1, { message: GroupChatMessage.noMember })
      .max(CHAT_LIMITS.groupMembersMax),
    dialogImage: ImageRef.nullish(),
    /** Forces a group even with one member. */
    group: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const isGroup = body.group === true || body.users.length > 1 || body.dialogName !== undefined
    if (isGroup && (body.dialogName ?? '').length < LIMITS.groupNameMin)
      ctx.addIssue({
        code: 'custom',
        path: ['dialogName'],
        message: GroupChatMessage.nameTooShort,
        input: body,
      })
  })
/** Whether a valid `DialogCreate` asks for a group (else the personal chat with its one user). */
export const isGroupCreate = (body: z.output<typeof DialogCreate>): boolean =>
  body.group === true || body.users.length > 1 || body.dialogName !== undefined
export type DialogCreate = z.input<typeof DialogCreate>

export const DialogCreated = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  isAlreadyExist: z.boolean(),
})
export type DialogCreated = z.infer<typeof DialogCreated>

/** `PATCH /dialogs/{id}` (group admins): rename, change or clear (null) the image, set the members. */
export const DialogUpdate = z.object({
  name: text()
    .trim()
    .min(LIMITS.groupNameMin, { message: GroupChatMessage.nameTooShort })
    .max(CHAT_LIMITS.groupNameMax)
    .optional(),
  image: ImageRef.nullable().optional(),
  users: z
    .array(IdParam)
    .min(1, { message: GroupChatMessage.noMember })
    .max(CHAT_LIMITS.groupMembersMax)
    .optional(),
})
export type DialogUpdate = z.input<typeof DialogUpdate>

/** The answer of a one-click dialog action (pin, mute, leave, delete …): the dialog's id. */
export const DialogActionAnswer = z.object({ dialog: z.number().int() })
export type DialogActionAnswer = z.infer<typeof DialogActionAnswer>

/** `POST /dialogs/make-admin/{id}`, `PATCH /dialogs/remove-admin/{id}` (group admins, SPEC 6). */
export const DialogAdminBody = z.object({ userId: IdParam })
export type DialogAdminBody = z.infer<typeof DialogAdminBody>

export const DialogInvite = z.object({ dialogId: IdParam, user: IdParam })
export type DialogInvite = z.infer<typeof DialogInvite>

/** Sent over the socket (`message`, with an acknowledgement) to post a message. */
export const MessageSend = z
  .object({
    /** The dialog, or `interlocutor` to write to a person (the personal chat is made if needed). */
    dialog: IdParam.optional(),
    interlocutor: IdParam.optional(),
    cType: z.union([
      z.literal(MessageType.TextMessage),
      z.literal(MessageType.VoiceMessage),
      z.literal(MessageType.SentContact),
    ]),
    text: text().trim().max(CHAT_LIMITS.messageTextMax).optional(),
    files: z.array(z.guid()).max(LIMITS.attachmentsMaxFiles).default([]),
    /** The sender's own id for this message, echoed back so the client can match it. */
    clientId: text().max(64).optional(),
  })
  .refine((m) => (m.dialog === undefined) !== (m.interlocutor === undefined), {
    path: ['dialog'],
    message: MessageTargetMessage.eitherOne,
  })
export type MessageSend = z.input<typeof MessageSend>

/** `PATCH /messages/update`: the author edits the text (and files) of their message. */
export const MessageUpdate = z.object({
  dialogId: IdParam,
  messageId: IdParam,
  updatedText: text().trim().max(CHAT_LIMITS.messageTextMax).optional(),
  files: z.array(z.guid()).max(LIMITS.attachmentsMaxFiles).optional(),
})
export type MessageUpdate = z.infer<typeof MessageUpdate>

/** `PATCH /messages/read`: marks only move forward (delivered 2, read 3), for the selected dialog. */
export const ReadMarks = z.object({
  dialogId: IdParam,
  messages: z.array(IdParam).min(1).max(500),
  readStatus: z.union([z.literal(ReadStatus.Delivered), z.literal(ReadStatus.Read)]),
})
export type ReadMarks = z.infer<typeof ReadMarks>

export const MessageSearchQuery = z.object({
  searchField: text().trim().min(1).max(CHAT_LIMITS.searchTextMax),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.chat),
  lastMessageId: MessageCursor.optional(),
})

/** `GET /users/search?searchField&limit&page&dialogId`: people to write to or add to a group. */
export const UserSearchQuery = z.object({
  searchField: text().trim().max(CHAT_LIMITS.searchTextMax).default(''),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.userSearchMax).default(10),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Leaves out the members of this dialog (SPEC 5: group member search). */
  dialogId: IdParam.optional(),
})
export const UserSearchResult = z.object({
  id: z.number().int(),
  fullName: z.string().nullable(),
  fullNameEn: FullNameEn,
  nickname: z.string().nullable(),
  image: z.string().nullable(),
  status: OnlineStatus,
})
export type UserSearchResult = z.infer<typeof UserSearchResult>
export const UserSearchList = z.array(UserSearchResult)

export const UsersStatusBody = z.object({ users: z.array(IdParam).min(1).max(200) })
export const UsersStatusAnswer = z.array(OnlineStatus.extend({ userId: z.number().int() }))
export type UsersStatusAnswer = z.infer<typeof UsersStatusAnswer>

/** The `action` of a `message` socket event (SPEC 3, reference notes). */
export const ChatSocketAction = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(MessageAction.Read),
    /** Whose reading moved: the status now applies to the reader's messages up to `messageId`. */
    userId: z.number().int(),
    messageId: z.number().int(),
    messageStatus: z.union([z.literal(ReadStatus.Delivered), z.literal(ReadStatus.Read)]),
  }),
  z.object({ type: z.literal(MessageAction.Delete), messageId: z.number().int() }),
  z.object({ type: z.literal(MessageAction.Update), message: ChatMessage }),
  z.object({
    type: z.literal(MessageAction.ChangeChat),
    name: z.string().nullable(),
    image: z.string().nullable(),
    users: z.array(ChatUser),
  }),
  z.object({ type: z.literal(MessageAction.RemoveChat) }),
])
export type ChatSocketAction = z.infer<typeof ChatSocketAction>

/** Server → client `message`: a new message, or an action on a dialog. */
export const ChatSocketMessage = z.object({
  dialog: z.number().int(),
  message: ChatMessage.nullable(),
  action: ChatSocketAction.nullable(),
  /** Echo of `MessageSend.clientId` on the sender's own sockets. */
  clientId: z.string().nullable(),
  /**
   * On a new message: whether this recipient is to be told of it by a toast. False for the sender,
   * in a muted dialog, and with chat notifications switched off (settings 132:23).
   */
  notify: z.boolean().optional(),
})
export type ChatSocketMessage = z.infer<typeof ChatSocketMessage>

/** The acknowledgement of a `message` sent by a client. */
export const MessageSendAck = z.union([
  z.object({ ok: z.literal(true), message: ChatMessage }),
  z.object({ ok: z.literal(false), error: z.object({ code: z.number().int(), message: z.string() }) }),
])
export type MessageSendAck = z.infer<typeof MessageSendAck>

/** Server → client `presence`: a user came online or went away. */
export const PresenceEvent = OnlineStatus.extend({ userId: z.number().int() })
export type PresenceEvent = z.infer<typeof PresenceEvent>
