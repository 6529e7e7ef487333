import { POST_LIMITS, type PublicationDraft } from '@nauka/contracts'
import { excerptOf } from '../notifications/notifications.present'
import type { Announcement } from '../posts/posts.placements'
import { ACCESS } from './publications.access'

/** What the announcement of an item needs of it. */
export interface AnnouncedItem {
  accessLevel: number
  scienceArea: number | null
  title: string
  metadata: Pick<PublicationDraft, 'abstract' | 'authors'>
}

/** The owner's post announcing a first publication (the followers who may read it are told too). */
export type AnnouncementPost = Omit<Announcement, 'publicationId'>

/** The names of the authors as the form lists them: the short form, or the names in full. */
const authorsLine = (authors: PublicationDraft['authors']): string =>
  (authors ?? [])
    .map((a) => a.shortForm || [a.lastName, a.firstName, a.middleName].filter(Boolean).join(' '))
    .join(', ')

/**
 * Issue 14: a first publication of an open or registered-users item is posted by its owner to the
 * feed channel of its science area (and so reaches their followers too); a followers-only item is
 * posted to no area channel, so only the followers get it (its post is read only by those who may
 * read the item); a private item is announced to no one. The followers who may read it are told.
 */
export function announcementOf(item: AnnouncedItem): AnnouncementPost | null {
  const { accessLevel, scienceArea } = item
  if (accessLevel !== ACCESS.open && accessLevel !== ACCESS.registered && accessLevel !== ACCESS.followers)
    return null
  const inArea = accessLevel !== ACCESS.followers && scienceArea !== null
  return {
    title: excerptOf(item.title, POST_LIMITS.titleMax),
    text: excerptOf(item.metadata.abstract || authorsLine(item.metadata.authors), POST_LIMITS.textMax),
    topics: inArea ? [scienceArea] : [],
  }
}
