import {
  Dictionary,
  type EventNotification,
  NotificationKind,
  refId,
  type SettingsSet,
} from '@nauka/contracts'
import type { Db } from '../../db/client'
import { BadRequestError } from '../../platform/errors'
import type { RealtimeHub } from '../../platform/realtime/hub'
import type { UserSummary } from '../follow/follow.present'
import { wantsNotification } from '../profile/settings.policy'
import { NotificationEvents } from './notifications.events'
import { commentCandidates, commentRecipients } from './notifications.policy'
import {
  type CommentAdded,
  type PublicationPublished,
  presentCommentNotification,
  presentFollowerNotification,
  presentPublicationNotification,
  presentSavedSearchNotification,
  type SavedSearchMatched,
} from './notifications.present'
import { findMutedUsers, saveCommentStatus } from './notifications.queries'

export interface NotificationsDeps {
  db: Db
  hub: RealtimeHub
  /** The posts module's access rule: throws NotFoundError when the viewer may not read the post. */
  posts: { requireReadable(viewerId: number, postId: number): Promise<unknown> }
  /** The follow module's blocks: of `otherIds`, those with a block either way with `userId`. */
  blocks: { blockedAmong(userId: number, otherIds: number[]): Promise<Set<number>> }
  summaries: (userIds: number[]) => Promise<Map<number, UserSummary>>
  /** The profile module's settings of users, read for their notification switches (132:21–24). */
  settings: { of(userIds: number[]): Promise<Map<number, SettingsSet>> }
  now?: () => Date
}

/**
 * Comment and follower notifications: each reader's switch per post, the switches of the settings,
 * and the `ntf` toasts (SPEC 1, 2, 7). A notification is pushed to the sockets and never stored, so a
 * switched-off one leaves no trace.
 */
export class NotificationsService {
  private readonly events: NotificationEvents

  constructor(private readonly deps: NotificationsDeps) {
    this.events = new NotificationEvents(deps.hub)
  }

  /**
   * `PUT /notification/r_object/{uref}/comment_status`: whether the viewer hears of new comments on
   * a post they may read. Only posts (`302:{id}`) carry the switch.
   */
  async setCommentStatus(viewerId: number, uref: string, value: boolean): Promise<boolean> {
    const postId = refId(uref, Dictionary.post)
    // `refId` answers null too for an id beyond PostgreSQL integers, which names no post.
    if (postId === null) throw new BadRequestError('notifications.objectInvalid')
    await this.deps.posts.requireReadable(viewerId, postId)
    await saveCommentStatus(this.deps.db, viewerId, postId, value)
    return value
  }

  /** Tells the post's author and the author answered about a new comment, as `commentRecipients` decides. */
  async commentAdded(event: CommentAdded): Promise<void> {
    const commenterId = event.comment.authorId
    const audience = { commenterId, postAuthorId: event.post.authorId, parentAuthorId: event.parentAuthorId }
    const candidates = commentCandidates(audience)
    if (candidates.length === 0) return
    // The author answered may since have been blocked by (or have blocked) the post's author.
    const readers = candidates.filter((id) => id !== event.post.authorId)
    const [muted, blocked, unreadable, summaries, settings] = await Promise.all([
      findMutedUsers(this.deps.db, event.post.id, candidates),
      this.deps.blocks.blockedAmong(commenterId, candidates),
      readers.length > 0 ? this.deps.blocks.blockedAmong(event.post.authorId, readers) : new Set<number>(),
      this.deps.summaries([commenterId]),
      this.deps.settings.of(candidates),
    ])
    const switchedOffOf = (kind: NotificationKind) =>
      new Set(candidates.filter((id) => !wantsNotification(settings.get(id) ?? {}, kind)))
    const switchedOff = {
      comments: switchedOffOf(NotificationKind.PostComment),
      replies: switchedOffOf(NotificationKind.CommentReply),
    }
    for (const recipient of commentRecipients({ ...audience, muted, blocked, unreadable, switchedOff })) {
      this.events.comment(
        recipient.userId,
        presentCommentNotification(recipient.kind, event, summaries.get(commenterId)),
      )
    }
  }

  /**
   * Tells a user who started following them, unless they switched new followers off (132:24). A
   * block ends follows both ways and stops new ones, so no blocked user is ever named here.
   */
  async followed(followerId: number, followeeId: number): Promise<void> {
    const [settings, summaries] = await Promise.all([
      this.deps.settings.of([followeeId]),
      this.deps.summaries([followerId]),
    ])
    if (!wantsNotification(settings.get(followeeId) ?? {}, NotificationKind.NewFollower)) return
    const now = this.deps.now?.() ?? new Date()
    this.events.follower(followeeId, presentFollowerNotification(followerId, summaries.get(followerId), now))
  }

  /**
   * Tells the owner's followers who may read a first publication (the publications module names
   * them), but not one blocked either way with the owner nor one who switched it off (132:26).
   */
  async publicationPublished(event: PublicationPublished, followerIds: number[]): Promise<void> {
    if (followerIds.length === 0) return
    const [blocked, settings, summaries] = await Promise.all([
      this.deps.blocks.blockedAmong(event.ownerId, followerIds),
      this.deps.settings.of(followerIds),
      this.deps.summaries([event.ownerId]),
    ])
    const recipients = followerIds.filter(
      (id) => !blocked.has(id) && wantsNotification(settings.get(id) ?? {}, NotificationKind.NewPublication),
    )
    if (recipients.length === 0) return
    this.events.publication(recipients, presentPublicationNotification(event, summaries.get(event.ownerId)))
  }

  /**
   * Tells the owners of saved searches with "notify me" that a first publication matched them (the
   * saved-search module decided who may read it), but not one blocked either way with the author
   * (as of a followed author's publication) nor one who switched it off (132:27).
   */
  async savedSearchMatched(event: PublicationPublished, matches: SavedSearchMatched[]): Promise<void> {
    if (matches.length === 0) return
    const owners = [...new Set(matches.map((match) => match.userId))]
    const [blocked, settings] = await Promise.all([
      this.deps.blocks.blockedAmong(event.ownerId, owners),
      this.deps.settings.of(owners),
    ])
    for (const match of matches)
      if (
        !blocked.has(match.userId) &&
        wantsNotification(settings.get(match.userId) ?? {}, NotificationKind.SavedSearchMatch)
      )
        this.events.savedSearch(match.userId, presentSavedSearchNotification(match, event))
  }

  /**
   * Tells people of an event they attend (issue 18): its reminder, its cancellation, a move up from
   * the waiting list. The events module chose them; these notices have no switch (see
   * NOTIFICATION_SWITCH): attending asked for them.
   */
  eventNotice(userIds: number[], notification: Omit<EventNotification, 'date'>): void {
    if (userIds.length === 0) return
    const date = (this.deps.now?.() ?? new Date()).toISOString()
    this.events.event(userIds, { ...notification, date })
  }
}
