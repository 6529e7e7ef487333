import type { PublicationDraft } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { JobQueue } from '../../platform/jobs/job-queue'
import type { NotificationsService } from '../notifications/notifications.service'
import type { PostsService } from '../posts/posts.service'
import { announcementOf } from './publications.announcement'
import { findFollowerIdsOf, findPublication } from './publications.queries'

const ANNOUNCE = 'publications.announce'

declare module '../../platform/jobs/job-queue' {
  interface JobMap {
    [ANNOUNCE]: { publicationId: string }
  }
}

export interface AnnouncerDeps {
  db: Db
  jobs: Pick<JobQueue, 'define' | 'send'>
  posts: Pick<PostsService, 'announce'>
  notifications: Pick<NotificationsService, 'publicationPublished'>
}

/**
 * Issue 14: a first publication goes to the feed (the owner's post, see `announcementOf`) and to
 * the owner's followers who may read it (a notification and a toast). The work runs as a background
 * job after the publishing request, retried if it fails; the post is made once per publication.
 */
export class PublicationAnnouncer {
  constructor(private readonly deps: AnnouncerDeps) {
    deps.jobs.define(ANNOUNCE, ({ publicationId }) => this.announce(publicationId))
  }

  /** The uploads module's hook, told after a publication was written and committed. */
  async onPublished(publicationId: string, firstTime: boolean): Promise<void> {
    if (!firstTime) return
    await this.deps.jobs.send(ANNOUNCE, { publicationId }, { singletonKey: publicationId })
  }

  /** Posts and tells the followers; a retry after the post was made tells them only. */
  async announce(publicationId: string): Promise<void> {
    const row = await findPublication(this.deps.db, publicationId)
    if (!row || row.deletedAt !== null) return
    const post = announcementOf({ ...row, metadata: row.metadata as PublicationDraft })
    if (!post) return
    await this.deps.posts.announce(row.ownerId, { ...post, publicationId })
    await this.deps.notifications.publicationPublished(
      { publication: { id: row.id, title: row.title, publishedAt: row.publishedAt }, ownerId: row.ownerId },
      await findFollowerIdsOf(this.deps.db, row.ownerId),
    )
  }
}
