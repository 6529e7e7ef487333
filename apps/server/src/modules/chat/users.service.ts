import type { UserSearchQuery, UserSearchResult, UsersStatusAnswer } from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { requireMember } from './chat.membership'
import { presentPerson } from './dialogs.present'
import type { PresenceService } from './presence.service'
import { findPeople, searchPeopleIds } from './users.queries'

type SearchQuery = z.output<typeof UserSearchQuery>

/** SPEC 5, 7: people to write to or to add to a group, and their online status. */
export class ChatUsersService {
  constructor(
    private readonly db: Db,
    private readonly presence: Pick<PresenceService, 'statuses'>,
  ) {}

  /**
   * By name or nickname (without text: the people the viewer follows); never the viewer, nobody
   * blocked either way, and with `dialogId` none of its members (SPEC 5 group member search).
   */
  async search(viewerId: number, query: SearchQuery): Promise<UserSearchResult[]> {
    // Only a member may ask who is in a dialog, even by leaving them out.
    if (query.dialogId !== undefined) await requireMember(this.db, query.dialogId, viewerId)
    const ids = await searchPeopleIds(this.db, {
      viewerId,
      text: query.searchField,
      excludeDialogId: query.dialogId,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    })
    const [people, statuses] = [await findPeople(this.db, ids), await this.presence.statuses(viewerId, ids)]
    return ids.map((id) => ({
      id,
      ...presentPerson(id, people.get(id)),
      status: statuses.get(id) ?? { isOnline: false, lastSeen: null },
    }))
  }

  /** SPEC 3 status of each asked user: online now, else when last seen ("recently" if they hide it). */
  async statuses(viewerId: number, userIds: number[]): Promise<UsersStatusAnswer> {
    const statuses = await this.presence.statuses(viewerId, userIds)
    return [...statuses].map(([userId, status]) => ({ userId, ...status }))
  }
}
