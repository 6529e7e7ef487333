import {
  ChatRole,
  type DialogCreate,
  type DialogCreated,
  type DialogUpdate,
  GroupChatMessage,
  type Locale,
  MessageAction,
} from '@nauka/contracts'
import type { z } from 'zod'
import { BadRequestError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import { ChatEvents } from './chat.events'
import { canEditGroup, groupImageProblem, isActiveMember } from './chat.policy'
import { announce, announceChange, requireGroup } from './dialogs.group-common'
import type { LinkedDialogs } from './dialogs.linked'
import { addMembers, insertGroupDialog, lockDialog, markMembersLeft, updateDialog } from './dialogs.queries'
import type { DialogsDeps } from './dialogs.service'
import { insertSystemMessage } from './dialogs.system'
import { activeMemberIds, findMember } from './membership.queries'
import { MESSAGES_RESTRICTED } from './messages.policy'

type CreateBody = z.output<typeof DialogCreate>
type UpdateBody = z.output<typeof DialogUpdate>

/** SPEC 5, 6: groups: creation and the admins' edits (name, image, members). */
export class GroupsService {
  private readonly events: ChatEvents

  constructor(
    private readonly deps: DialogsDeps,
    private readonly linked: Pick<LinkedDialogs, 'requireUnlinked'>,
  ) {
    this.events = new ChatEvents(deps.hub)
  }

  /** SPEC 5: name ≥ 3 (the contract checks it), at least one member, png/jpg/jpeg ≤ 2 MB image. */
  async create(creatorId: number, body: CreateBody, locale: Locale = 'ru'): Promise<DialogCreated> {
    const others = [...new Set(body.users)].filter((id) => id !== creatorId)
    if (others.length === 0)
      throw new ValidationError(
        [{ field: 'users', message: translate(locale, GroupChatMessage.noMember) }],
        GroupChatMessage.noMember,
      )
    const imageFileId = body.dialogImage
      ? await this.checkImage(creatorId, body.dialogImage.id, locale)
      : null
    await this.checkInvitees(creatorId, others)
    const name = body.dialogName ?? ''
    const { dialog, message } = await this.deps.db.transaction(async (tx) => {
      const dialog = await insertGroupDialog(tx, { creatorId, name, imageFileId })
      await addMembers(tx, dialog.id, [creatorId], ChatRole.Admin)
      await addMembers(tx, dialog.id, others, ChatRole.User)
      const message = await insertSystemMessage(tx, dialog.id, {
        kind: 'created',
        actorId: creatorId,
        userIds: others,
        name,
      })
      return { dialog, message }
    })
    await announce(this.deps.db, this.events, [creatorId, ...others], message)
    return { id: dialog.id, name: dialog.name, isAlreadyExist: false }
  }

  /** SPEC 6: an admin renames, changes the image, or sets the members (adds and removes). */
  async update(actorId: number, dialogId: number, body: UpdateBody, locale: Locale = 'ru'): Promise<void> {
    const { dialog, member } = await requireGroup(this.deps.db, dialogId, actorId)
    if (!canEditGroup(member)) throw new ForbiddenError('chat.notAdmin')
    await this.linked.requireUnlinked(dialogId)
    const imageFileId =
      body.image === undefined
        ? dialog.imageFileId
        : body.image === null
          ? null
          : await this.checkImage(actorId, body.image.id, locale)
    const current = await activeMemberIds(this.deps.db, dialogId)
    const wanted = body.users ? new Set([...body.users, actorId]) : new Set(current)
    const added = [...wanted].filter((id) => !current.includes(id))
    const removed = current.filter((id) => !wanted.has(id))
    await this.checkInvitees(actorId, added)
    const renamed = body.name !== undefined && body.name !== dialog.name
    const newImage = imageFileId !== dialog.imageFileId
    const written = await this.deps.db.transaction(async (tx) => {
      await lockDialog(tx, dialogId)
      const out = []
      if (renamed) {
        await updateDialog(tx, dialogId, { name: body.name })
        out.push(await insertSystemMessage(tx, dialogId, { kind: 'renamed', actorId, name: body.name }))
      }
      if (newImage) {
        await updateDialog(tx, dialogId, { imageFileId })
        out.push(await insertSystemMessage(tx, dialogId, { kind: 'imageChanged', actorId }))
      }
      if (added.length > 0) {
        await addMembers(tx, dialogId, added, ChatRole.User)
        out.push(await insertSystemMessage(tx, dialogId, { kind: 'invited', actorId, userIds: added }))
      }
      if (removed.length > 0) {
        out.push(await insertSystemMessage(tx, dialogId, { kind: 'removed', actorId, userIds: removed }))
        await markMembersLeft(tx, dialogId, removed)
      }
      return out
    })
    const members = [...wanted]
    // Removed members hear only of their removal, then lose the dialog.
    for (const message of written) {
      const kind = (message.system as { kind?: string } | null)?.kind
      await announce(
        this.deps.db,
        this.events,
        kind === 'removed' ? [...members, ...removed] : members,
        message,
      )
    }
    this.events.action(removed, dialogId, { type: MessageAction.RemoveChat })
    await announceChange(this.deps.db, this.events, dialogId, members)
  }

  /** SPEC 6: an admin adds a member (a former member comes back). */
  async invite(actorId: number, dialogId: number, userId: number): Promise<void> {
    const { member } = await requireGroup(this.deps.db, dialogId, actorId)
    if (!canEditGroup(member)) throw new ForbiddenError('chat.notAdmin')
    await this.linked.requireUnlinked(dialogId)
    if (isActiveMember(await findMember(this.deps.db, dialogId, userId)))
      throw new BadRequestError('chat.alreadyMember')
    await this.checkInvitees(actorId, [userId])
    const message = await this.deps.db.transaction(async (tx) => {
      await lockDialog(tx, dialogId)
      await addMembers(tx, dialogId, [userId], ChatRole.User)
      return insertSystemMessage(tx, dialogId, { kind: 'invited', actorId, userIds: [userId] })
    })
    const members = await activeMemberIds(this.deps.db, dialogId)
    // The invitee's sockets get the message too: enough for their client to fetch the new dialog.
    await announce(this.deps.db, this.events, members, message)
    await announceChange(this.deps.db, this.events, dialogId, members)
  }

  /** The image must be the actor's own png/jpg/jpeg upload up to 2 MB (SPEC 5). */
  private async checkImage(uploaderId: number, fileId: string, locale: Locale): Promise<string> {
    const [file] = await this.deps.files.findMany([fileId])
    const problem = groupImageProblem(file ?? null, uploaderId)
    if (problem)
      throw new ValidationError([{ field: 'dialogImage', message: translate(locale, problem) }], problem)
    return fileId
  }

  /**
   * New members must exist, must not have blocked the actor (nor been blocked by them), and must let
   * the actor write to them (132:13): a group is a way of writing to someone too.
   */
  private async checkInvitees(actorId: number, userIds: number[]): Promise<void> {
    if (userIds.length === 0) return
    const active = new Set(await this.deps.users.activeUserIds(userIds))
    if (userIds.some((id) => !active.has(id))) throw new NotFoundError('chat.userNotFound')
    if ((await this.deps.follows.blockedAmong(actorId, userIds)).size > 0)
      throw new ForbiddenError('chat.blocked')
    if ((await this.deps.privacy.refusingMessages(actorId, userIds)).size > 0)
      throw new ForbiddenError(MESSAGES_RESTRICTED)
  }
}
