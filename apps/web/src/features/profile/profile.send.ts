import type { Contact, UserInfo } from '@nauka/contracts'
import { ApiError } from '../../api/ApiError'
import { errorMessage } from '../../api/errorText'
import type { PendingItem } from '../device/pending.model'
import type { FailureClass } from '../device/replay'
import { contactOf, infoFieldsOf, LINK_CONTACTS, type LinkField, type MainInfoEdit } from './model'
import {
  addContact,
  deleteContact,
  deleteProfileImage,
  fetchProfile,
  saveProfileInfo,
  updateContact,
  uploadProfileImage,
} from './profile.api'

/** Makes the stored link contact match the edited value: added, changed, removed, or left alone. */
const syncLink = async (
  userId: number,
  contacts: readonly Contact[],
  field: LinkField,
  value: string | null,
) => {
  const cType = LINK_CONTACTS[field]
  const existing = contactOf(contacts, cType)
  const text = value?.trim() ?? ''
  if (!text) {
    if (existing) await deleteContact(userId, existing.id)
    return
  }
  if (!existing) await addContact(userId, { cType, value: text })
  else if (existing.value !== text) await updateContact(userId, existing.id, { cType, value: text })
}

/**
 * Saves the main info form: the info fields (`POST /user_profile/info`), then the website and the
 * social profile as contacts. Answers the own user info when the info fields were sent.
 */
export const saveMainInfo = async (
  userId: number,
  edit: MainInfoEdit,
  contacts?: readonly Contact[],
): Promise<UserInfo | null> => {
  const info = infoFieldsOf(edit)
  const saved = Object.keys(info).length > 0 ? await saveProfileInfo(info) : null
  const links = (Object.keys(LINK_CONTACTS) as LinkField[]).filter((field) => field in edit)
  if (links.length > 0) {
    // Replayed later, the contacts seen at edit time may be stale: read them again.
    const current = contacts ?? (await fetchProfile(userId, 1)).contactData
    for (const field of links) await syncLink(userId, current, field, edit[field] ?? null)
  }
  return saved
}

/** Sends one pending update (the replay calls it, in order). */
export const sendPending = async (item: PendingItem): Promise<void> => {
  const { payload, userId } = item
  if (payload.kind === 'info') {
    await saveMainInfo(userId, payload.patch as MainInfoEdit)
    return
  }
  if (payload.blob) await uploadProfileImage(userId, payload.kind, payload.blob)
  else await deleteProfileImage(userId, payload.kind)
}

const TRANSIENT_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504])

/**
 * A failed send: no connection waits for the connection; a timeout, rate limit or server trouble
 * tries again later; anything else (bad data, no access) waits for the person.
 */
export const classifyFailure = (error: unknown): FailureClass => {
  if (!(error instanceof ApiError)) return { kind: 'refused', error: 'errors.unhandled' }
  if (error.kind === 'network') return { kind: 'offline' }
  const message = errorMessage(error)
  const key = 'key' in message ? message.key : 'errors.unhandled'
  return TRANSIENT_STATUSES.has(error.status)
    ? { kind: 'transient', error: key }
    : { kind: 'refused', error: key }
}
