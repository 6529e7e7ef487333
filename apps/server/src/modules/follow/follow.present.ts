import { Dictionary, type FollowRecord, formatRef } from '@nauka/contracts'
import type { Relation } from './follow.queries'

/** A user's name and image as the profile module presents them. */
export interface UserSummary {
  fullName: string | null
  /** The English form, sent beside the name: each reader picks by their interface language. */
  fullNameEn: string | null
  imageUrl: string | null
}

/** SPEC 3 follow record: the listed user and the viewer's own relation to them. */
export function presentFollowRecord(
  userId: number,
  relation: Relation | undefined,
  summary: UserSummary | undefined,
): FollowRecord {
  return {
    rEntity: formatRef(Dictionary.user, userId),
    subscribed: relation?.subscribed ?? false,
    blocked: relation?.blocked ?? false,
    fullName: summary?.fullName ?? null,
    fullNameEn: summary?.fullNameEn ?? null,
    imageUrl: summary?.imageUrl ?? null,
  }
}
