import { type OnlineStatus, SettingsElementRef, type SettingsSet } from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { RealtimeHub } from '../../platform/realtime/hub'
import { HIDDEN_STATUS, shownStatus } from '../profile/settings.policy'
import { ChatEvents } from './chat.events'
import { findDialogPartnerIds, findLastSeen, saveLastSeen } from './presence.queries'

/** The profile module's settings, as presence reads them (132:15 "show when I am online"). */
export interface PresencePrivacy {
  hidingStatus(userIds: number[]): Promise<Set<number>>
  onChange(listener: (userId: number, changed: SettingsSet) => void): void
}

/**
 * SPEC 3 `status`: online means a live socket in any process (asked of the hub, so it holds across
 * processes with Redis); last seen is written when a user's last socket goes away. A user who hides
 * their status is "recently" to everyone else, and their coming and going is told to nobody.
 */
export class PresenceService {
  private readonly events: ChatEvents

  constructor(
    private readonly db: Db,
    private readonly hub: RealtimeHub,
    private readonly privacy: PresencePrivacy,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.events = new ChatEvents(hub)
  }

  /** The status of each user as `viewerId` may see it: their own always as it is. */
  async statuses(viewerId: number, userIds: number[]): Promise<Map<number, OnlineStatus>> {
    const ids = [...new Set(userIds)]
    const [real, hiding] = [await this.realStatuses(ids), await this.privacy.hidingStatus(ids)]
    return new Map(
      [...real].map(([id, status]) => [id, shownStatus(status, id === viewerId || !hiding.has(id))]),
    )
  }

  /**
   * Tells the user's dialog partners when the user comes online and when their last socket goes,
   * and what they may see of the user once the user shows or hides their status.
   */
  watch(log: FastifyBaseLogger): void {
    this.hub.onConnection((user) => {
      this.connected(user.id).catch((err: unknown) => log.error({ err }, 'presence: connect failed'))
      return () => this.disconnected(user.id)
    })
    this.privacy.onChange((userId, changed) => {
      if (!(SettingsElementRef.ShowOnlineStatus in changed)) return
      this.visibilityChanged(userId, changed[SettingsElementRef.ShowOnlineStatus] !== false).catch(
        (err: unknown) => log.error({ err }, 'presence: settings change failed'),
      )
    })
  }

  private async realStatuses(ids: number[]): Promise<Map<number, OnlineStatus>> {
    const [online, lastSeen] = await Promise.all([this.hub.online(ids), findLastSeen(this.db, ids)])
    return new Map(
      ids.map((id) => [id, { isOnline: online.has(id), lastSeen: lastSeen.get(id)?.toISOString() ?? null }]),
    )
  }

  private async hides(userId: number): Promise<boolean> {
    return (await this.privacy.hidingStatus([userId])).has(userId)
  }

  private async connected(userId: number): Promise<void> {
    if (await this.hides(userId)) return
    const partners = await findDialogPartnerIds(this.db, userId)
    const lastSeen = (await findLastSeen(this.db, [userId])).get(userId)
    this.events.presence(partners, { userId, isOnline: true, lastSeen: lastSeen?.toISOString() ?? null })
  }

  private async disconnected(userId: number): Promise<void> {
    // Another tab (or another process's socket) keeps the user online.
    if ((await this.hub.online([userId])).has(userId)) return
    const at = this.now()
    await saveLastSeen(this.db, userId, at)
    if (await this.hides(userId)) return
    const partners = await findDialogPartnerIds(this.db, userId)
    this.events.presence(partners, { userId, isOnline: false, lastSeen: at.toISOString() })
  }

  /** Partners saw the user as they were shown: on a change they see "recently", or the real status. */
  private async visibilityChanged(userId: number, shows: boolean): Promise<void> {
    const status = shows ? (await this.realStatuses([userId])).get(userId) : HIDDEN_STATUS
    if (!status) return
    const partners = await findDialogPartnerIds(this.db, userId)
    this.events.presence(partners, { userId, ...status })
  }
}
