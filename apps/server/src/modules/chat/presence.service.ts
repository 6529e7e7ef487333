import type { OnlineStatus } from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { RealtimeHub } from '../../platform/realtime/hub'
import { ChatEvents } from './chat.events'
import { findDialogPartnerIds, findLastSeen, saveLastSeen } from './presence.queries'

/**
 * SPEC 3 `status`: online means a live socket in any process (asked of the hub, so it holds across
 * processes with Redis); last seen is written when a user's last socket goes away.
 */
export class PresenceService {
  private readonly events: ChatEvents

  constructor(
    private readonly db: Db,
    private readonly hub: RealtimeHub,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.events = new ChatEvents(hub)
  }

  async statuses(userIds: number[]): Promise<Map<number, OnlineStatus>> {
    const ids = [...new Set(userIds)]
    const [online, lastSeen] = await Promise.all([this.hub.online(ids), findLastSeen(this.db, ids)])
    return new Map(
      ids.map((id) => [id, { isOnline: online.has(id), lastSeen: lastSeen.get(id)?.toISOString() ?? null }]),
    )
  }

  /** Tells the user's dialog partners when the user comes online and when their last socket goes. */
  watch(log: FastifyBaseLogger): void {
    this.hub.onConnection((user) => {
      this.connected(user.id).catch((err: unknown) => log.error({ err }, 'presence: connect failed'))
      return () => this.disconnected(user.id)
    })
  }

  private async connected(userId: number): Promise<void> {
    const partners = await findDialogPartnerIds(this.db, userId)
    const lastSeen = (await findLastSeen(this.db, [userId])).get(userId)
    this.events.presence(partners, { userId, isOnline: true, lastSeen: lastSeen?.toISOString() ?? null })
  }

  private async disconnected(userId: number): Promise<void> {
    // Another tab (or another process's socket) keeps the user online.
    if ((await this.hub.online([userId])).has(userId)) return
    const at = this.now()
    await saveLastSeen(this.db, userId, at)
    const partners = await findDialogPartnerIds(this.db, userId)
    this.events.presence(partners, { userId, isOnline: false, lastSeen: at.toISOString() })
  }
}
