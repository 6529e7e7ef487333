import type { GroupRight } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { ForbiddenError, NotFoundError } from '../../platform/errors'
import { canSeeGroup, may, type Place } from './groups.policy'
import { findGroup, findPlace, type GroupRow, lockGroup, type MemberRow } from './groups.queries'

/** A group and the reader's row in it. */
export interface Seen {
  group: GroupRow
  place: MemberRow | null
}

/** A row as the policy reads it (the columns' checks keep role and status to the contracts' values). */
export const placeOf = (row: MemberRow): Place => ({ role: row.role, status: row.status }) as Place
export const asPlace = (row: MemberRow | null): Place | null => (row ? placeOf(row) : null)

/**
 * The group as the reader (null: a visitor) may see it, else 404 `groups.notFound`: a missing
 * group and a hidden one they are neither in nor invited to look the same. With `lock`, the group
 * row stays locked until the end of the transaction `db` is.
 */
export async function requireSeen(
  db: Db,
  groupId: number,
  readerId: number | null,
  lock = false,
): Promise<Seen> {
  const group = await (lock ? lockGroup(db, groupId) : findGroup(db, groupId))
  const place = group && readerId !== null ? await findPlace(db, groupId, readerId) : null
  if (!group || !canSeeGroup(group, asPlace(place))) throw new NotFoundError('groups.notFound')
  return { group, place }
}

/** `requireSeen`, then 403 unless the reader's role has the right. */
export async function requireRight(
  db: Db,
  groupId: number,
  readerId: number,
  right: GroupRight,
  lock = false,
): Promise<Seen> {
  const seen = await requireSeen(db, groupId, readerId, lock)
  if (!may(asPlace(seen.place), right)) throw new ForbiddenError(`groups.${right}`)
  return seen
}
