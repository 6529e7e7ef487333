import {
  type ChatMessage,
  type Locale,
  MessageAction,
  MessageType,
  type MessageUpdate,
  type ReadMarks,
  ReadStatus,
} from '@nauka/contracts'
import type { Db } from '../../db/client'
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import type { FilesService } from '../files/files.service'
import type { ChatEvents } from './chat.events'
import { requireDialogMember } from './chat.membership'
import { activeMemberIds } from './membership.queries'
import { attachableMessageFiles } from './messages.files'
import { canDeleteMessage, canEditMessage, contentRefusal, fileTypeOf, MessageRule } from './messages.policy'
import { presentMessage, presentMessages } from './messages.present'
import {
  advanceDeliveredMarks,
  advanceMarks,
  findFilesOfMessages,
  findMessage,
  findMessagePage,
  highestOthersMessageId,
  replaceMessageFiles,
  softDeleteMessage,
  updateMessageText,
} from './messages.queries'
import { type MessageAbout, type MessageSendInput, type SendDeps, sendMessage } from './messages.send'

export interface MessagesDeps extends SendDeps {
  db: Db
  files: FilesService
  events: ChatEvents
  /** Which of these users have a live socket, in any process (the realtime hub). */
  online(userIds: number[]): Promise<Set<number>>
}

interface Page {
  limit: number
  lastMessageId?: number
}

/** Messages of dialogs: send, list, search, edit, delete, read marks (SPEC 3, 4, 5). */
export class MessagesService {
  constructor(private readonly deps: MessagesDeps) {}

  async send(
    userId: number,
    locale: Locale,
    input: MessageSendInput,
    about: MessageAbout = {},
  ): Promise<ChatMessage> {
    const { message, memberIds } = await sendMessage(this.deps, userId, locale, input, about)
    await this.markDelivered(message, memberIds)
    return message
  }

  /**
   * SPEC 4 "delivered": members with a live socket have just received the message, so it is
   * delivered to them now (the reference client marks it so from outside the open dialog, but SPEC
   * 5 sends read-mark requests for the selected chat only, so the server does it on their behalf).
   */
  private async markDelivered(message: ChatMessage, memberIds: readonly number[]): Promise<void> {
    const others = memberIds.filter((id) => id !== message.ownerId)
    const online = await this.deps.online(others)
    const delivered = await advanceDeliveredMarks(this.deps.db, message.dialogId, [...online], message.id)
    const members = [...others, ...(message.ownerId === null ? [] : [message.ownerId])]
    for (const userId of delivered)
      this.deps.events.action(
        members.filter((id) => id !== userId),
        message.dialogId,
        { type: MessageAction.Read, userId, messageId: message.id, messageStatus: ReadStatus.Delivered },
      )
  }

  /**
   * A page of the dialog, newest first, older than `lastMessageId`: never below the dialog's first
   * message nor the member's cleared history, without deleted messages. Non-members: 404.
   */
  async list(userId: number, dialogId: number, page: Page): Promise<ChatMessage[]> {
    return this.page(userId, dialogId, page)
  }

  /** Messages of the dialog whose text holds `text` (any case), newest first. */
  async search(userId: number, dialogId: number, text: string, page: Page): Promise<ChatMessage[]> {
    return this.page(userId, dialogId, page, text)
  }

  private async page(userId: number, dialogId: number, page: Page, text?: string) {
    const { dialog, member } = await requireDialogMember(this.deps.db, dialogId, userId)
    if (dialog.firstMessageId === null) return []
    const rows = await findMessagePage(this.deps.db, {
      dialogId,
      clearedUpTo: member.clearedUpTo,
      firstMessageId: dialog.firstMessageId,
      beforeId: page.lastMessageId,
      limit: page.limit,
      textContains: text,
    })
    return presentMessages(this.deps.db, userId, rows)
  }

  /** The author edits the text (and, when sent, the files) of their message; others get `update`. */
  async update(userId: number, locale: Locale, body: MessageUpdate): Promise<ChatMessage> {
    const { db } = this.deps
    const row = await db.transaction(async (tx) => {
      const message = await this.messageIn(tx, userId, body.dialogId, body.messageId)
      if (message.type === MessageType.SystemMessage) throw new ForbiddenError(MessageRule.systemReadOnly)
      if (!canEditMessage(userId, message)) throw new ForbiddenError(MessageRule.notAuthor)
      const current = await findFilesOfMessages(tx, [message.id])
      const voice = message.type === MessageType.VoiceMessage
      let files = current.map((f) => ({ id: f.file.id, mime: f.file.mime }))
      if (body.files !== undefined && !voice) {
        const keep = new Set(current.map((f) => f.file.id))
        files = await attachableMessageFiles(
          { db: tx, files: this.deps.files },
          userId,
          body.files,
          locale,
          keep,
        )
      }
      const text = body.updatedText ?? message.text ?? ''
      const refusal = contentRefusal({ type: message.type, text, files })
      if (refusal)
        throw new ValidationError([{ field: 'updatedText', message: translate(locale, refusal) }], refusal)
      if (body.files !== undefined && !voice)
        await replaceMessageFiles(
          tx,
          message.id,
          files.map((f) => ({ fileId: f.id, fileType: fileTypeOf(f.mime, false) })),
        )
      return updateMessageText(tx, message.id, text.length > 0 ? text : null, new Date())
    })
    if (!row) throw new NotFoundError(MessageRule.notFound)
    const message = await presentMessage(db, userId, row)
    const members = await activeMemberIds(db, body.dialogId)
    this.deps.events.action(members, body.dialogId, { type: MessageAction.Update, message })
    return message
  }

  /** The author deletes their message (kept as a deleted row); every member gets `delete`. */
  async remove(userId: number, messageId: number): Promise<void> {
    const { db } = this.deps
    const found = await findMessage(db, messageId)
    if (!found) throw new NotFoundError(MessageRule.notFound)
    const message = await this.messageIn(db, userId, found.dialogId, messageId)
    if (!canDeleteMessage(userId, message)) throw new ForbiddenError(MessageRule.notAuthor)
    await softDeleteMessage(db, messageId, new Date())
    const members = await activeMemberIds(db, message.dialogId)
    this.deps.events.action(members, message.dialogId, { type: MessageAction.Delete, messageId })
  }

  /**
   * SPEC 4: marks move forward only. The highest of the given messages that others wrote in this
   * dialog becomes delivered (and read, for status 3); the other members learn it with `read`.
   */
  async markRead(userId: number, body: ReadMarks): Promise<void> {
    const { db } = this.deps
    await requireDialogMember(db, body.dialogId, userId)
    const highest = await highestOthersMessageId(db, body.dialogId, userId, body.messages)
    if (highest === null) return
    const moved = await advanceMarks(db, body.dialogId, userId, highest, body.readStatus === ReadStatus.Read)
    if (!moved) return
    const others = (await activeMemberIds(db, body.dialogId)).filter((id) => id !== userId)
    this.deps.events.action(others, body.dialogId, {
      type: MessageAction.Read,
      userId,
      messageId: highest,
      messageStatus: body.readStatus,
    })
  }

  /** A live message of the dialog, for a member of it (404 for non-members and other dialogs). */
  private async messageIn(db: Db, userId: number, dialogId: number, messageId: number) {
    const { member } = await requireDialogMember(db, dialogId, userId)
    const message = await findMessage(db, messageId)
    if (
      !message ||
      message.dialogId !== dialogId ||
      message.deletedAt !== null ||
      message.id <= member.clearedUpTo
    )
      throw new NotFoundError(MessageRule.notFound)
    return message
  }
}
