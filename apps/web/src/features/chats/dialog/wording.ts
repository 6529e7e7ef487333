import type { ChatUser, Dialog, SystemNotice } from '@nauka/contracts'
import type { TFunction } from 'i18next'
import { nameOf } from '../../../shared/names'

/** Everyone the dialog knows by id: the group's members, or the other person of a personal chat. */
export const membersOf = (dialog: Dialog | undefined): Map<number, ChatUser> => {
  const members = new Map<number, ChatUser>()
  if (!dialog) return members
  for (const user of dialog.users) members.set(user.userId, user)
  if (dialog.interlocutor) members.set(dialog.interlocutor.userId, dialog.interlocutor)
  return members
}

/**
 * A system message (type 5) worded in the reader's language from what it records, so a rename or
 * a join reads the same in every client and language, in the dialog and in the list alike.
 * A current member is named as the dialog knows them; one who has left, as the event names them.
 */
export const systemText = (
  t: TFunction,
  system: SystemNotice,
  members: ReadonlyMap<number, ChatUser>,
): string => {
  const unknown = t('chatDialog.unknownUser')
  const named = (id: number) =>
    nameOf(members.get(id) ?? system.people.find((person) => person.userId === id), unknown)
  const actor = named(system.actorId)
  const users = system.userIds.map(named).join(', ')
  return t(`chatDialog.system.${system.kind}`, { actor, users, name: system.name ?? '' })
}

/** SPEC 3: a contact message names a user by id or by a link to their profile (`…/profile/42`). */
export const contactUserId = (text: string | null): number | null => {
  const match = /^(?:(?:https?:\/\/[^/\s]+)?\/profile\/)?(\d{1,10})\/?$/.exec((text ?? '').trim())
  return match?.[1] ? Number(match[1]) : null
}

/** Seconds as m:ss, for the voice recorder and voice messages. */
export const formatDuration = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
