import type { ChatMessage, ChatSocketAction, PresenceEvent } from '@nauka/contracts'
import type { RealtimeHub } from '../../platform/realtime/hub'

/**
 * Chat events → each member's own room (`userRoom`). Members are addressed one by one rather than
 * through a dialog room, so a member who joins or leaves needs no socket to move between rooms.
 */
export class ChatEvents {
  constructor(private readonly hub: RealtimeHub) {}

  /**
   * A new message; `clientId` echoes the sender's own id for it (on every member's socket). With
   * `toasted`, each member also hears whether they are to be told of it by a toast.
   */
  newMessage(
    memberIds: readonly number[],
    message: ChatMessage,
    clientId?: string | null,
    toasted?: ReadonlySet<number>,
  ): void {
    for (const userId of new Set(memberIds)) {
      this.hub.toUser(userId, 'message', {
        dialog: message.dialogId,
        message,
        action: null,
        clientId: clientId ?? null,
        ...(toasted ? { notify: toasted.has(userId) } : {}),
      })
    }
  }

  /** An action on the dialog (read, delete, update, changeChat, removeChat). */
  action(memberIds: readonly number[], dialogId: number, action: ChatSocketAction): void {
    for (const userId of new Set(memberIds)) {
      this.hub.toUser(userId, 'message', { dialog: dialogId, message: null, action, clientId: null })
    }
  }

  /** A user's presence changed: told to everyone who shares a dialog with them. */
  presence(watcherIds: readonly number[], event: PresenceEvent): void {
    for (const userId of new Set(watcherIds)) this.hub.toUser(userId, 'presence', event)
  }
}
