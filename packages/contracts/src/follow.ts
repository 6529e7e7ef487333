import { z } from 'zod'
import { PAGE_SIZE } from './constants'
import { Dictionary } from './dictionaries'
import { parseUserSegment } from './follow-segment'
import { PROFILE_LIMITS } from './limits'
import { FullNameEn } from './names'
import { text } from './primitives'
import { refOf } from './references'
import { FollowMessage, ReferenceMessage } from './validation/keys'

/** SPEC 3, 7: following (subscribing to) and blocking users. */

/**
 * One change of `PATCH /user_subscription`: follow or unfollow, block or unblock the user `rEntity`.
 * A field left out stays as it is. Blocking also ends both follows between the two users.
 */
export const FollowUpdate = z
  .object({
    rEntity: refOf(Dictionary.user),
    subscribed: z.boolean().optional(),
    blocked: z.boolean().optional(),
  })
  .superRefine((update, ctx) => {
    if (update.subscribed === undefined && update.blocked === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['subscribed'],
        message: FollowMessage.nothingToChange,
        input: update,
      })
    if (update.subscribed === true && update.blocked === true)
      ctx.addIssue({
        code: 'custom',
        path: ['blocked'],
        message: FollowMessage.subscribeAndBlock,
        input: update,
      })
  })
export type FollowUpdate = z.input<typeof FollowUpdate>

/** The body of `PATCH /user_subscription`: applied in order; answers a `FollowRecord` for each. */
export const FollowUpdateList = z.array(FollowUpdate).min(1).max(PROFILE_LIMITS.followBatchMax)
export type FollowUpdateList = z.input<typeof FollowUpdateList>

/**
 * SPEC 3: a user in a follow list. `subscribed` and `blocked` are always the viewer's own relation to
 * `rEntity` (do I follow them, did I block them), whoever's list it is, so each row can toggle.
 */
export const FollowRecord = z.object({
  rEntity: z.string(),
  subscribed: z.boolean(),
  blocked: z.boolean(),
  fullName: z.string().nullable(),
  fullNameEn: FullNameEn,
  imageUrl: z.string().nullable(),
})
export type FollowRecord = z.infer<typeof FollowRecord>

/**
 * A page of followings (`GET /user_subscription/{id}`) or followers
 * (`GET /user_subscription/subscribers/user:{id}`), newest first. `count` is the whole list's
 * length; `hasMore` follows SPEC 9: the page is full.
 */
export const FollowPage = z.object({
  count: z.number().int(),
  elements: z.array(FollowRecord),
  hasMore: z.boolean(),
})
export type FollowPage = z.infer<typeof FollowPage>

/** Pages count from 1; 20 a page (SPEC 9). */
export const FollowPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.follows),
})
export type FollowPageQuery = z.input<typeof FollowPageQuery>

export const UserSegment = text().refine((segment) => parseUserSegment(segment) !== null, {
  message: ReferenceMessage.invalid,
})

/** The path parameters of a route about one user named as `user:{id}`. */
export const UserSegmentParams = z.object({ entity: UserSegment })
