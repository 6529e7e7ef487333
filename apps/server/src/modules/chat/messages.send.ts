import {
  type ChatMessage,
  DialogType,
  type Locale,
  type MessageSend,
  MessageType,
  NotificationKind,
  type SettingsSet,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { BadRequestError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import type { FilesService } from '../files/files.service'
import { wantsNotification } from '../profile/settings.policy'
import type { ChatEvents } from './chat.events'
import { personalKeyOf, updateMember } from './dialogs.queries'
import type { DialogRow } from './membership.queries'
import { attachableMessageFiles, FILES_FIELD, fileAttachedElsewhere } from './messages.files'
import {
  contactUserId,
  contentRefusal,
  fileTypeOf,
  MessageRule,
  sendRefusal,
  toastRecipients,
} from './messages.policy'
import { presentNewMessage } from './messages.present'
import {
  activeUserExists,
  findDialogWithMembers,
  insertMessage,
  type SendMember,
  unhideDialog,
} from './messages.queries'

export type MessageSendInput = z.output<typeof MessageSend>

/** What only the server says of a message: never taken from a client's payload. */
export interface MessageAbout {
  /** The listing the message is about (the market module's contact): it lets its readers see it. */
  listingId?: number
}

export interface SendDeps {
  db: Db
  files: FilesService
  events: ChatEvents
  /** Blocks between two people (follow module): either side's block stops a personal chat. */
  blocks: { isBlockedBetween(a: number, b: number): Promise<boolean> }
  /**
   * The personal chat of the two people, made when there is none (dialogs module); refuses
   * oneself, unknown users and blocked people with its own errors.
   */
  personalChat(userId: number, otherId: number): Promise<number>
  /** The profile module's settings of users, and which of them do not let the sender write (132:13). */
  privacy: {
    of(userIds: number[]): Promise<Map<number, SettingsSet>>
    refusingMessages(
      senderId: number,
      recipientIds: number[],
      known?: Map<number, SettingsSet>,
    ): Promise<Set<number>>
  }
}

const TEXT_FIELD = 'text'

/** A stored message and the active members it went to (the delivered marks start from them). */
export interface SentMessage {
  message: ChatMessage
  memberIds: number[]
}

/**
 * Posts a message for `userId` (SPEC 3, 5): checks membership, blocks, the content rules of the
 * type and the files, then stores it, shows a hidden personal chat again and tells every member
 * (the sender's sockets get `clientId` back). Answers the message as the sender sees it.
 */
export async function sendMessage(
  deps: SendDeps,
  userId: number,
  locale: Locale,
  input: MessageSendInput,
  about: MessageAbout = {},
): Promise<SentMessage> {
  // Checked before the transaction: the block lookup runs on its own connection, and PGlite has
  // only one, which the transaction would hold.
  const target = await sendTarget(deps, userId, input)
  const { dialog, members, settings, blockedBetween } = target
  const dialogId = dialog.id
  const text = input.text ?? ''
  const other = members.find((m) => m.userId !== userId)
  const memberIds = members.map((m) => m.userId)
  const personal = dialog.type === DialogType.Chat && other !== undefined
  const messagesRefused =
    personal && !blockedBetween
      ? (await deps.privacy.refusingMessages(userId, [other.userId], settings)).has(other.userId)
      : false
  const refusal = sendRefusal(dialog, members, blockedBetween, messagesRefused)
  if (refusal) throw new ForbiddenError(refusal)
  const voice = input.cType === MessageType.VoiceMessage
  const hidden = members.some((m) => m.hidden)
  const store = async (tx: Db) => {
    const files = await attachableMessageFiles({ db: tx, files: deps.files }, userId, input.files, locale)
    const contentKey = contentRefusal({ type: input.cType, text, files })
    if (contentKey) throw fieldError(locale, voice ? FILES_FIELD : TEXT_FIELD, contentKey)
    if (input.cType === MessageType.SentContact) {
      const contactId = contactUserId(text) as number
      if (!(await activeUserExists(tx, contactId)))
        throw fieldError(locale, TEXT_FIELD, MessageRule.contactInvalid)
    }
    const attached = files.map((file) => ({ file, fileType: fileTypeOf(file.mime, voice) }))
    const inserted = await insertMessage(tx, {
      dialogId,
      ownerId: userId,
      type: input.cType,
      text: text.length > 0 ? text : null,
      system: null,
      listingId: about.listingId ?? null,
      files: attached.map(({ file, fileType }) => ({ fileId: file.id, fileType })),
    })
    // The members were read just before: only a chat someone had hidden needs the update.
    if (hidden) await unhideDialog(tx, dialogId)
    return { row: inserted, files: attached }
  }
  // Without files or a hidden chat to show, the message is one statement (insertMessage) and needs no
  // transaction around it: two round trips fewer on the common message.
  const { row, files } =
    input.files.length > 0 || hidden ? await transaction(deps.db, store) : await store(deps.db)
  // A new message has no marks yet, so every member sees it alike: present it once.
  const message = await presentNewMessage(deps.db, row, files)
  const wanting = new Set(
    memberIds.filter((id) => wantsNotification(settings.get(id) ?? {}, NotificationKind.ChatMessage)),
  )
  deps.events.newMessage(
    memberIds,
    message,
    input.clientId ?? null,
    toastRecipients(userId, members, wanting),
  )
  return { message, memberIds }
}

interface SendTarget {
  dialog: DialogRow
  members: SendMember[]
  /** The members' settings, read once for both decisions: who may be written to, and who wants a toast (132:13, 132:23). */
  settings: Map<number, SettingsSet>
  /** A block either way between the two people of a personal chat. */
  blockedBetween: boolean
}

/**
 * The dialog written to with its active members and what the rules need of them. A sender who is not
 * a member gets `chat.dialogNotFound`. Written to a person, it is their personal chat: the refusals of
 * `personalChat` hold (oneself, a block), a chat the sender had deleted shows again, and a chat that
 * does not exist yet is made by `personalChat`.
 *
 * The reads that do not depend on each other go out together: a message waits for one round trip to
 * the database before it is stored, not three (each is its own statement on the pool; PGlite runs them
 * one after another on its one connection, as before).
 */
async function sendTarget(deps: SendDeps, userId: number, input: MessageSendInput): Promise<SendTarget> {
  if (input.dialog !== undefined) {
    const found = await findDialogWithMembers(deps.db, { id: input.dialog })
    if (!found?.members.some((m) => m.userId === userId)) throw new NotFoundError('chat.dialogNotFound')
    const other = found.members.find((m) => m.userId !== userId)
    const personal = found.dialog.type === DialogType.Chat && other !== undefined
    const [settings, blockedBetween] = await Promise.all([
      deps.privacy.of(found.members.map((m) => m.userId)),
      personal ? deps.blocks.isBlockedBetween(userId, other.userId) : false,
    ])
    return { ...found, settings, blockedBetween }
  }
  const otherId = input.interlocutor as number
  if (otherId === userId) throw new BadRequestError('chat.self')
  // A personal chat's members are these two, so their settings are read before it is found.
  const [existing, blocked, settings] = await Promise.all([
    findDialogWithMembers(deps.db, { personalKey: personalKeyOf(userId, otherId) }),
    deps.blocks.isBlockedBetween(userId, otherId),
    deps.privacy.of([userId, otherId]),
  ])
  let found = existing
  if (found) {
    if (blocked) throw new ForbiddenError('chat.blocked')
    const own = found.members.find((m) => m.userId === userId)
    if (own?.hidden) await updateMember(deps.db, found.dialog.id, userId, { hidden: false })
  } else {
    // `personalChat` refuses a block itself, with the same words as a first message would get.
    const dialogId = await deps.personalChat(userId, otherId)
    found = await findDialogWithMembers(deps.db, { id: dialogId })
  }
  if (!found?.members.some((m) => m.userId === userId)) throw new NotFoundError('chat.dialogNotFound')
  return { ...found, settings, blockedBetween: false }
}

const fieldError = (locale: Locale, field: string, key: string) =>
  new ValidationError([{ field, message: translate(locale, key) }], key)

/** A file attached by a concurrent request meanwhile hits the unique file id: 409 as the check does. */
async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work)
  } catch (err) {
    if (isUniqueViolation(err)) throw fileAttachedElsewhere()
    throw err
  }
}
