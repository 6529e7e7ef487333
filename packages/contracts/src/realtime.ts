import { z } from 'zod'
import type { CallMediaAck, CallMediaClientEvent } from './call-media'
import { CallMediaEvent, CallMediaRestartEvent } from './call-media'
import {
  type CallAck,
  type CallClientEvent,
  CallEvent,
  CallPermitsEvent,
  CallSignalEvent,
  CallStatusEvent,
} from './calls'
import { ChatSocketMessage, type MessageSend, type MessageSendAck, PresenceEvent } from './chat'
import { FeedItem } from './feed'
import {
  CommentNotification,
  EventNotification,
  FollowerNotification,
  PublicationNotification,
  SavedSearchNotification,
} from './notifications'
import { PostStatus } from './post-constants'
import { Post, PostMeta } from './posts'
import { Id } from './primitives'
import { FeedTopic, SocialEventType, StatsTopic } from './realtime-constants'

/**
 * SPEC 3: what travels over Socket.IO (`SOCKET_PATH`). Payloads are validated on arrival at the
 * server with these schemas; the typed maps at the end type both ends of the socket.
 */

/** Client → server `social`: count a view, start or stop receiving a post's statistics. */
export const SocialClientEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal(SocialEventType.View), postId: Id }),
  z.object({ type: z.literal(SocialEventType.SubStats), postIds: z.array(Id).min(1).max(100) }),
  z.object({ type: z.literal(SocialEventType.UnsubStats), postIds: z.array(Id).min(1).max(100) }),
])
export type SocialClientEvent = z.infer<typeof SocialClientEvent>

/** Server → client: a post's counters changed (views, comments, reactions). */
export const PostStatsEvent = z.object({
  topic: z.literal(StatsTopic.PostStats),
  postId: z.number().int(),
  meta: PostMeta,
})

/** Server → client: a comment's likes or replies changed. */
export const CommentStatsEvent = z.object({
  topic: z.literal(StatsTopic.CommentStats),
  postId: z.number().int(),
  commentId: z.number().int(),
  reaction_count: z.number().int(),
  childCount: z.number().int(),
})

/** The parts of a post every reader shares (no reader-specific fields such as `myReaction`). */
export const PostChanges = Post.pick({
  title: true,
  text: true,
  cCommentStatus: true,
  files: true,
  topics: true,
  editDate: true,
})
export type PostChanges = z.infer<typeof PostChanges>

/**
 * Server → client: a post changed. SPEC 4: status 25:1 is an update (with `changes`), any other
 * status a delete.
 */
export const PostUpdateEvent = z.object({
  topic: z.literal(StatsTopic.PostUpdate),
  postId: z.number().int(),
  cStatus: z.enum([PostStatus.Active, PostStatus.Inactive]),
  changes: PostChanges.nullable(),
})

/**
 * Server → client: a new post for the reader's feed, as the feed lists it (`source` is the channel
 * that brings it to this reader). Only readers who may read the post and whose channels bring it
 * get it.
 */
export const FeedNewPostEvent = z.object({
  topic: z.literal(FeedTopic.NewPost),
  postId: z.number().int(),
  item: FeedItem,
})

export const SocialServerEvent = z.discriminatedUnion('topic', [
  PostStatsEvent,
  CommentStatsEvent,
  PostUpdateEvent,
  FeedNewPostEvent,
])
export type SocialServerEvent = z.infer<typeof SocialServerEvent>
export type PostStatsEvent = z.infer<typeof PostStatsEvent>
export type CommentStatsEvent = z.infer<typeof CommentStatsEvent>
export type PostUpdateEvent = z.infer<typeof PostUpdateEvent>
export type FeedNewPostEvent = z.infer<typeof FeedNewPostEvent>

/**
 * Server → client `ntf`. A new chat message is not one of them: its toast is decided by the `notify`
 * flag of the chat `message` event.
 */
export const NotificationEvent = z.union([
  CommentNotification,
  FollowerNotification,
  PublicationNotification,
  SavedSearchNotification,
  EventNotification,
])
export type NotificationEvent = z.infer<typeof NotificationEvent>

/** Socket.IO's typed maps: `new Server<ClientToServerEvents, ServerToClientEvents>()`. */
export interface ServerToClientEvents {
  social: (event: SocialServerEvent) => void
  ntf: (event: NotificationEvent) => void
  /** Chat: new messages and actions on dialogs. */
  message: (event: ChatSocketMessage) => void
  /** Chat: a user came online or went away. */
  presence: (event: PresenceEvent) => void
  /** Calls: the call of a dialog changed (to every member of the dialog). */
  call: (event: CallEvent) => void
  /** Calls: WebRTC signalling for one media session. */
  callSignal: (event: CallSignalEvent) => void
  /** Calls (2007): a participant's role and permits, to them and to those who manage participants. */
  callPermits: (event: CallPermitsEvent) => void
  /** Calls (2008): whose status changed, to every member of the dialog. */
  callStatus: (event: CallStatusEvent) => void
  /** Calls through the media server: a new subscriber offer for one media session. */
  callMedia: (event: CallMediaEvent) => void
  /** Calls through the media server: the server lost the media server; this session's media starts over. */
  callMediaRestart: (event: CallMediaRestartEvent) => void
}

/** Each server → client event's schema: a client parses what arrives with it, once. */
export const ServerEventSchemas = {
  social: SocialServerEvent,
  ntf: NotificationEvent,
  message: ChatSocketMessage,
  presence: PresenceEvent,
  call: CallEvent,
  callSignal: CallSignalEvent,
  callPermits: CallPermitsEvent,
  callStatus: CallStatusEvent,
  callMedia: CallMediaEvent,
  callMediaRestart: CallMediaRestartEvent,
} satisfies { [K in keyof ServerToClientEvents]: z.ZodType<Parameters<ServerToClientEvents[K]>[0]> }

export interface ClientToServerEvents {
  social: (event: SocialClientEvent) => void
  /** Chat: posts a message (`MessageSend`); the server answers through the acknowledgement. */
  message: (event: MessageSend, ack: (answer: MessageSendAck) => void) => void
  /** Calls: start, join, resume, leave, signal (`CallClientEvent`); answered through the acknowledgement. */
  call: (event: CallClientEvent, ack: (answer: CallAck) => void) => void
  /** Calls through the media server: publish, subscribe, answer, candidates, layers (`CallMediaClientEvent`). */
  callMedia: (event: CallMediaClientEvent, ack: (answer: CallMediaAck) => void) => void
}

/** The socket room of a post's statistics (joined with `subStats`). */
export const postStatsRoom = (postId: number): string => `post:${postId}`
/** The room of a dialog's members' sockets. */
export const dialogRoom = (dialogId: number): string => `dialog:${dialogId}`
/** The room every socket of one user joins at the handshake. */
export const userRoom = (userId: number): string => `user:${userId}`
