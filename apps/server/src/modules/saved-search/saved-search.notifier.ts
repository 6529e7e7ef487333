import { type SearchCriteria, SearchKind } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { JobQueue } from '../../platform/jobs/job-queue'
import type { PublicationPublished, SavedSearchMatched } from '../notifications/notifications.present'
import type { NotificationsService } from '../notifications/notifications.service'
import { findNotifyingBatch, insertHits } from './saved-search.queries'
import { searchLabelOf } from './saved-search.request'

const NOTIFY = 'saved-search.notify'

declare module '../../platform/jobs/job-queue' {
  interface JobMap {
    [NOTIFY]: { publicationId: string }
  }
}

/** Saved searches looked at per round: the job's memory and each round's queries stay bounded. */
export const NOTIFY_BATCH = 100

export interface NotifierDeps {
  db: Db
  jobs: Pick<JobQueue, 'define' | 'send'>
  /** The search module's match of one item, as the reader may read it (access levels honoured). */
  search: {
    matchesPublication(criteria: SearchCriteria, readerId: number, publicationId: string): Promise<boolean>
  }
  /** The publications module's first-published item (null once deleted or never published). */
  publication(id: string): Promise<PublicationPublished | null>
  notifications: Pick<NotificationsService, 'savedSearchMatched'>
  batchSize?: number
}

/**
 * "Notify me" (issue 15): a first publication is checked against every saved search with `notify`
 * of the other users, in a background job after publishing; each match is a result of the search
 * (NEW until seen) and a notification to its owner. A retried job finds its matches recorded and
 * tells no one twice.
 */
export class SavedSearchNotifier {
  constructor(private readonly deps: NotifierDeps) {
    deps.jobs.define(NOTIFY, ({ publicationId }) => this.notify(publicationId))
  }

  /** The publications module's hook, told after a publication was written and committed. */
  async onPublished(publicationId: string, firstTime: boolean): Promise<void> {
    if (!firstTime) return
    await this.deps.jobs.send(NOTIFY, { publicationId }, { singletonKey: publicationId })
  }

  async notify(publicationId: string): Promise<void> {
    const event = await this.deps.publication(publicationId)
    if (!event) return
    const size = this.deps.batchSize ?? NOTIFY_BATCH
    let after: string | null = null
    for (;;) {
      // The owner never hears of their own item.
      const batch = await findNotifyingBatch(this.deps.db, event.ownerId, after, size)
      const last = batch.at(-1)
      if (!last) return
      after = last.id
      const matched: SavedSearchMatched[] = []
      for (const saved of batch) {
        const request = saved.request as SearchCriteria
        // Only a search of publications can match one.
        if (request.kind !== SearchKind.Publications) continue
        if (await this.deps.search.matchesPublication(request, saved.userId, publicationId))
          matched.push({
            savedSearchId: saved.id,
            userId: saved.userId,
            searchName: searchLabelOf({ name: saved.name, request }),
          })
      }
      const added = new Set(
        await insertHits(
          this.deps.db,
          publicationId,
          matched.map((match) => match.savedSearchId),
        ),
      )
      await this.deps.notifications.savedSearchMatched(
        event,
        matched.filter((match) => added.has(match.savedSearchId)),
      )
      if (batch.length < size) return
    }
  }
}
