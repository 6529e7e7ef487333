import {
  CHAT_LIMITS,
  type Dialog,
  type DialogCreate,
  type DialogCreated,
  type DialogList,
  type DialogListQuery,
  Dictionary,
  formatRef,
  isGroupCreate,
  type Locale,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors'
import type { RealtimeHub } from '../../platform/realtime/hub'
import type { FollowService } from '../follow/follow.service'
import { requireDialogMember } from './chat.membership'
import { canPinMore, isGroup } from './chat.policy'
import { GroupsService } from './dialogs.groups'
import { hydrateDialogs } from './dialogs.hydrate'
import { LinkedDialogs } from './dialogs.linked'
import {
  countListedDialogs,
  countPinned,
  findListedDialogs,
  findPersonalDialog,
  insertPersonalDialog,
  sumUnread,
  updateMember,
} from './dialogs.queries'
import { GroupRolesService } from './dialogs.roles'
import type { DialogRow } from './membership.queries'
import { MESSAGES_RESTRICTED } from './messages.policy'
import type { PresenceService } from './presence.service'

export interface DialogsDeps {
  db: Db
  hub: RealtimeHub
  follows: Pick<FollowService, 'blockedAmong' | 'isBlockedBetween' | 'update'>
  /** The auth module's answer to "which of these users exist and are active". */
  users: { activeUserIds(ids: number[]): Promise<number[]> }
  /** The files module: a group image is an uploaded file. */
  files: { findMany(ids: string[]): Promise<{ id: string; ownerId: number; mime: string; size: number }[]> }
  presence: Pick<PresenceService, 'statuses'>
  /** The profile module's settings: who does not let a user write to them (132:13). */
  privacy: { refusingMessages(senderId: number, recipientIds: number[]): Promise<Set<number>> }
}

type ListQuery = z.output<typeof DialogListQuery>
type CreateBody = z.output<typeof DialogCreate>

/** SPEC 3, 4, 7: the reader's dialogs, personal chats, and each member's own flags. */
export class DialogsService {
  readonly groups: GroupsService
  readonly roles: GroupRolesService
  /** Group dialogs whose members another module decides (a research group's, an event's). */
  readonly linked = new LinkedDialogs()

  constructor(private readonly deps: DialogsDeps) {
    this.groups = new GroupsService(deps, this.linked)
    this.roles = new GroupRolesService(deps.db, deps.hub, this.linked)
  }

  /**
   * SPEC 4: latest message first, pinned ones first on the first page (they are few: at most
   * `pinnedMax`); later pages continue below `lastMessageId` among the rest.
   */
  async list(readerId: number, query: ListQuery): Promise<DialogList> {
    const { db } = this.deps
    const first = query.lastMessageId === undefined
    const pinned = first ? await findListedDialogs(db, readerId, { pinned: true, limit: query.limit }) : []
    const rest = await findListedDialogs(db, readerId, {
      pinned: false,
      beforeMessageId: query.lastMessageId,
      limit: Math.max(query.limit - pinned.length, 0),
    })
    const [count, sumUnreadMessages] = [await countListedDialogs(db, readerId), await sumUnread(db, readerId)]
    const dialogs = await hydrateDialogs(this.deps, readerId, [...pinned, ...rest])
    return { count, dialogs, sumUnreadMessages }
  }

  /** One dialog as the member sees it; a non-member gets 404 (learns nothing). */
  async info(readerId: number, dialogId: number): Promise<Dialog> {
    const { dialog, member } = await requireDialogMember(this.deps.db, dialogId, readerId)
    const [presented] = await hydrateDialogs(this.deps, readerId, [{ dialog, member }])
    if (!presented) throw new NotFoundError('chat.dialogNotFound')
    return presented
  }

  async create(creatorId: number, body: CreateBody, locale: Locale): Promise<DialogCreated> {
    if (isGroupCreate(body)) return this.groups.create(creatorId, body, locale)
    const [otherId] = body.users
    if (otherId === undefined) throw new BadRequestError('chat.userNotFound')
    const { dialog, created } = await this.ensurePersonal(creatorId, otherId)
    return { id: dialog.id, name: null, isAlreadyExist: !created }
  }

  /**
   * The personal chat of two users, made if needed and shown again to `creatorId` if they had
   * deleted it. Refused with yourself (400), with an unknown user (404), across a block (403), and
   * a new one with a user who does not let the creator write to them (403; one made before stays).
   */
  async ensurePersonal(creatorId: number, otherId: number): Promise<{ dialog: DialogRow; created: boolean }> {
    if (creatorId === otherId) throw new BadRequestError('chat.self')
    const { db } = this.deps
    const existing = await findPersonalDialog(db, creatorId, otherId)
    if (!existing) {
      const active = await this.deps.users.activeUserIds([otherId])
      if (!active.includes(otherId)) throw new NotFoundError('chat.userNotFound')
    }
    if (await this.deps.follows.isBlockedBetween(creatorId, otherId)) throw new ForbiddenError('chat.blocked')
    if (!existing && (await this.deps.privacy.refusingMessages(creatorId, [otherId])).has(otherId))
      throw new ForbiddenError(MESSAGES_RESTRICTED)
    if (existing) {
      await updateMember(db, existing.id, creatorId, { hidden: false })
      return { dialog: existing, created: false }
    }
    return db.transaction((tx) => insertPersonalDialog(tx, creatorId, otherId))
  }

  async setPinned(readerId: number, dialogId: number, pinned: boolean): Promise<void> {
    const { member } = await requireDialogMember(this.deps.db, dialogId, readerId)
    if (pinned && !member.isPinned && !canPinMore(await countPinned(this.deps.db, readerId)))
      throw new BadRequestError('chat.pinLimit', { max: CHAT_LIMITS.pinnedMax })
    await updateMember(this.deps.db, dialogId, readerId, { isPinned: pinned })
  }

  /** SPEC 2: a muted dialog gives no toasts. */
  async setNotificationsDisabled(readerId: number, dialogId: number, disabled: boolean): Promise<void> {
    await requireDialogMember(this.deps.db, dialogId, readerId)
    await updateMember(this.deps.db, dialogId, readerId, { notificationsDisabled: disabled })
  }

  /**
   * Deletes a personal chat for the caller only: it leaves their list with its history, and comes
   * back with the next message. A group is left or deleted, not this.
   */
  async hide(readerId: number, dialogId: number): Promise<void> {
    const { dialog } = await requireDialogMember(this.deps.db, dialogId, readerId)
    if (isGroup(dialog)) throw new BadRequestError('chat.notPersonal')
    await updateMember(this.deps.db, dialogId, readerId, {
      hidden: true,
      isPinned: false,
      clearedUpTo: dialog.lastMessageId,
    })
  }

  /** SPEC 3 "clean": the caller no longer sees the messages written so far. */
  async clear(readerId: number, dialogId: number): Promise<void> {
    const { dialog } = await requireDialogMember(this.deps.db, dialogId, readerId)
    await updateMember(this.deps.db, dialogId, readerId, { clearedUpTo: dialog.lastMessageId })
  }

  /**
   * SPEC 3 "block" in a personal chat: the block is the follow module's, so it holds everywhere
   * (no follows, no messages either way); the member flag records who blocked from the chat.
   */
  async setBlocked(readerId: number, dialogId: number, blocked: boolean): Promise<void> {
    const { db } = this.deps
    const { dialog } = await requireDialogMember(db, dialogId, readerId)
    if (isGroup(dialog)) throw new BadRequestError('chat.notPersonal')
    const otherId = dialog.personalKey
      ?.split(':')
      .map(Number)
      .find((id) => id !== readerId)
    if (otherId === undefined) throw new NotFoundError('chat.dialogNotFound')
    await this.deps.follows.update(readerId, [{ rEntity: formatRef(Dictionary.user, otherId), blocked }])
    await updateMember(db, dialogId, readerId, { isBlocked: blocked })
  }
}
