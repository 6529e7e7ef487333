import type { ValueOf } from './types'

/** DESIGN: Socket.IO is served at this path, on the same origin as the API. */
export const SOCKET_PATH = '/api/chat/socket.io'

/** SPEC 3: Socket.IO event names (connect and disconnect are Socket.IO's own). */
export const SocketEvent = {
  Message: 'message',
  Social: 'social',
  Connect: 'connect',
  Disconnect: 'disconnect',
  Notification: 'ntf',
} as const
export type SocketEvent = ValueOf<typeof SocketEvent>

/** SPEC 3: subtypes of a `social` event (subscribe to or leave a post's statistics). */
export const SocialEventType = {
  View: 'view',
  SubStats: 'subStats',
  UnsubStats: 'unsubStats',
} as const
export type SocialEventType = ValueOf<typeof SocialEventType>

/** SPEC 3, 7: the topics a `social` event reports on. */
export const StatsTopic = {
  PostStats: 'postStats',
  CommentStats: 'commentStats',
  PostUpdate: 'postUpd',
} as const
export type StatsTopic = ValueOf<typeof StatsTopic>

/**
 * Topics of `social` events beyond SPEC 3's statistics: a new post for the reader's feed, sent to
 * the readers whose channels bring it (the feed list is live, not only the post page).
 */
export const FeedTopic = { NewPost: 'feedNew' } as const
export type FeedTopic = ValueOf<typeof FeedTopic>
