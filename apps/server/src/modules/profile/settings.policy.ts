import {
  NotificationKind,
  type OnlineStatus,
  SettingsAccess,
  SettingsElementRef,
  type SettingsSet,
} from '@nauka/contracts'
import { audienceAllows } from './profile.policy'

/**
 * What the privacy and notification settings decide, one pure function per decision. The caller
 * reads the settings (with the model's defaults) and the follows between the two users.
 */

/** How another signed-in user relates to the owner of a setting. */
export interface Relation {
  /** The other user follows the owner (is one of the owner's followers). */
  followsOwner: boolean
  /** The owner follows the other user. */
  followedByOwner: boolean
}

/** The levels that depend on who follows whom; the others are decided by the level alone. */
export const needsRelation = (level: unknown): boolean =>
  level === SettingsAccess.Followers || level === SettingsAccess.Mutual

/**
 * A settings access level (133:n) applied to another signed-in user, as the profile settings are:
 * "everyone" and "registered users" admit them, "followers" and "mutual" by the follows, "nobody"
 * and any value not known here admit no one.
 */
const admits = (level: unknown, relation: Relation): boolean =>
  audienceAllows(typeof level === 'string' ? level : undefined, {
    signedIn: true,
    isOwner: false,
    viewerFollows: relation.followsOwner,
    ownerFollows: relation.followedByOwner,
  })

/** 132:13 "who can send me messages": whether a user so related may write to the owner. */
export const mayMessage = (level: unknown, relation: Relation): boolean => admits(level, relation)

/** 132:14 "who can comment on my posts": whether a user so related may comment on the owner's posts. */
export const mayComment = (level: unknown, relation: Relation): boolean => admits(level, relation)

/** What a user who hides their online status shows: "recently", never online, no time last seen. */
export const HIDDEN_STATUS: OnlineStatus = { isOnline: false, lastSeen: null, recently: true }

/** 132:15 "show when I am online": the status others get of a user who shows it, or hides it. */
export const shownStatus = (status: OnlineStatus, shows: boolean): OnlineStatus =>
  shows ? status : HIDDEN_STATUS

/**
 * The switch (132:21–24, 26, 27) of each kind of notification. An event's notices have none: the
 * user asked for them by attending, and unattending stops them.
 */
export const NOTIFICATION_SWITCH: Partial<Record<NotificationKind, SettingsElementRef>> = {
  [NotificationKind.PostComment]: SettingsElementRef.NotifyComments,
  [NotificationKind.CommentReply]: SettingsElementRef.NotifyReplies,
  [NotificationKind.ChatMessage]: SettingsElementRef.NotifyMessages,
  [NotificationKind.NewFollower]: SettingsElementRef.NotifyFollowers,
  [NotificationKind.NewPublication]: SettingsElementRef.NotifyPublications,
  [NotificationKind.SavedSearchMatch]: SettingsElementRef.NotifySavedSearches,
}

/**
 * Whether a user with these settings is to be told of a notification of this kind. Only a switch
 * turned off (false) silences it: every switch is on by default in the settings model.
 */
export const wantsNotification = (settings: SettingsSet, kind: NotificationKind): boolean => {
  const key = NOTIFICATION_SWITCH[kind]
  return key === undefined || settings[key] !== false
}
