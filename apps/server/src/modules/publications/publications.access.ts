import { AccessLevel, Dictionary, refId } from '@nauka/contracts'
import type { ReadDecision, Viewer } from '../files/files.policy'

const levelNumber = (level: AccessLevel): number => {
  const num = refId(level, Dictionary.accessLevel)
  if (num === null) throw new RangeError(`not an access level: ${level}`)
  return num
}

/** The level numbers of catalogue 59, as `publications.access_level` stores them. */
export const ACCESS = {
  open: levelNumber(AccessLevel.Open),
  registered: levelNumber(AccessLevel.Registered),
  followers: levelNumber(AccessLevel.Followers),
  private: levelNumber(AccessLevel.Private),
} as const

/** What the access rule needs of a published item. */
export interface GuardedItem {
  ownerId: number
  accessLevel: number
  deletedAt: Date | null
}

/** Who is reading, and how they relate to the item's owner (the follow module's answer). */
export interface PublicationReader {
  viewer: Viewer
  /** The reader follows the owner. */
  follows: boolean
  /** The reader and the owner blocked one another (either way): then the reader is no follower. */
  blocked: boolean
}

/**
 * SPEC 6, issue 14: who reads a published item and its files. Its owner always; an open item
 * anyone, a visitor too; a registered-users item any signed-in user; a followers item the owner's
 * followers (not one blocked either way). A refused reader hears 401 as a visitor and 403 when
 * signed in; a private item, a deleted one, or a level this rule does not know is hidden (404), so
 * its title does not leak.
 */
export function publicationAccess(item: GuardedItem, reader: PublicationReader): ReadDecision {
  if (item.deletedAt !== null) return 'hidden'
  const { viewer } = reader
  if (viewer !== null && viewer.id === item.ownerId) return 'allow'
  const refused = viewer === null ? 'unauthenticated' : 'forbidden'
  switch (item.accessLevel) {
    case ACCESS.open:
      return 'allow'
    case ACCESS.registered:
      return viewer === null ? refused : 'allow'
    case ACCESS.followers:
      return reader.follows && !reader.blocked ? 'allow' : refused
    default:
      return 'hidden'
  }
}
