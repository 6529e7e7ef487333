import type {
  CommentNotification,
  EventNotification,
  FollowerNotification,
  PublicationNotification,
  SavedSearchNotification,
} from '@nauka/contracts'
import type { RealtimeHub } from '../../platform/realtime/hub'

/** Notifications → every socket of the user they are for (the `ntf` event). */
export class NotificationEvents {
  constructor(private readonly hub: RealtimeHub) {}

  comment(userId: number, notification: CommentNotification): void {
    this.hub.toUser(userId, 'ntf', notification)
  }

  follower(userId: number, notification: FollowerNotification): void {
    this.hub.toUser(userId, 'ntf', notification)
  }

  publication(userIds: number[], notification: PublicationNotification): void {
    this.hub.toUsers(userIds, 'ntf', notification)
  }

  savedSearch(userId: number, notification: SavedSearchNotification): void {
    this.hub.toUser(userId, 'ntf', notification)
  }

  event(userIds: number[], notification: EventNotification): void {
    this.hub.toUsers(userIds, 'ntf', notification)
  }
}
