import {
  CHAT_LIMITS,
  ChatRole,
  DialogType,
  GROUP_IMAGE_MIME_TYPES,
  GroupChatMessage,
  LIMITS,
} from '@nauka/contracts'
import type { DialogRow, MemberRow } from './membership.queries'

/** SPEC 3, 6: roles and what each may do in a dialog. Pure functions, tested on their own. */

type Member = Pick<MemberRow, 'role' | 'leftAt'>
type Dialog = Pick<DialogRow, 'type' | 'deletedAt'>

export const isActiveMember = (member: Pick<MemberRow, 'leftAt'> | null): boolean =>
  member !== null && member.leftAt === null

export const isAdmin = (member: Member): boolean => member.leftAt === null && member.role === ChatRole.Admin

export const isGroup = (dialog: Pick<DialogRow, 'type'>): boolean => dialog.type === DialogType.Group

/** SPEC 6: an admin edits the group (name, image, members), deletes it and adds or removes members. */
export const canEditGroup = (member: Member): boolean => isAdmin(member)

/** Roles change only by an admin's hand. */
export const canChangeRoles = (member: Member): boolean => isAdmin(member)

/**
 * SPEC 6 "other members can leave"; an admin may too, unless they are the last admin of a group
 * where others remain (someone must be able to run it).
 */
export const canLeaveGroup = (member: Member, admins: number, members: number): boolean =>
  !isAdmin(member) || admins > 1 || members <= 1

/** Taking the admin role away must leave the group at least one admin. */
export const canDropAdmin = (admins: number): boolean => admins > 1

/** A deleted group takes no changes; its members only see it was deleted. */
export const isWritableGroup = (dialog: Dialog): boolean => isGroup(dialog) && dialog.deletedAt === null

export const canPinMore = (pinnedNow: number): boolean => pinnedNow < CHAT_LIMITS.pinnedMax

/** What a group image is judged by: its owner and what the upload sniffed from its bytes. */
export interface ImageFacts {
  ownerId: number
  mime: string
  size: number
}

/**
 * SPEC 5: a group image is the creator's own upload, png/jpg/jpeg by its sniffed type, up to 2 MB.
 * Answers the message key of the first rule broken, or null.
 */
export function groupImageProblem(file: ImageFacts | null, uploaderId: number): string | null {
  if (!file || file.ownerId !== uploaderId) return 'chat.group.imageNotFound'
  if (!(GROUP_IMAGE_MIME_TYPES as readonly string[]).includes(file.mime)) return GroupChatMessage.imageType
  if (file.size > LIMITS.groupImageMaxBytes) return GroupChatMessage.imageTooLarge
  return null
}
