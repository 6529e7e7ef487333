import type { Post } from '@nauka/contracts'
import type { Db } from '../../db/client'
import {
  type AnnouncedReader,
  announcedAmong,
  type EventReader,
  type GroupReader,
  groupsAmong,
  type HydrateDeps,
  type Hydrated,
} from './posts.hydrate'
import { insertAnnouncement, insertEventAnnouncement, type PostRow } from './posts.queries'

/** What a post announcing an event says (the events module words it). */
export interface EventAnnouncement {
  organiserId: number
  eventId: number
  title: string
  text: string
  /** Science areas (40:n numbers). */
  topics: number[]
  /** The organising group: the post goes to its channel, as the group. */
  groupId: number | null
}

/** What a post announcing a publication says (the publications module words it). */
export interface Announcement {
  publicationId: string
  title: string
  text: string
  /** Science areas (40:n numbers): the channels that bring it. */
  topics: number[]
}

/** Where a new post goes: into a group, as its member or (`asGroup`) as the group itself. */
export interface GroupPlacement {
  groupId: number
  asGroup: boolean
}

export interface PostPlacementsDeps {
  db: Db
  /** The post just made, as its author sees it, delivered live like any new post. */
  published: (authorId: number, postId: number) => Promise<Post>
}

/**
 * Posts that other modules place: in a group's channel (issue 18), announcing an event (issue 18)
 * or a publication (issue 14). Those modules decide who reads such a post and what an announcement
 * shows of what it announces; until they say, none of these posts is readable.
 */
export class PostPlacements {
  /** Until the publications module says otherwise, no announced publication is readable. */
  private announced: AnnouncedReader = async () => new Map()
  /** Until the groups module says otherwise, no group's posts are readable. */
  private groups: GroupReader = async () => new Map()
  /** The events module shows what a post announcing an event says of it. */
  private announcedEvents?: EventReader

  constructor(private readonly deps: PostPlacementsDeps) {}

  /**
   * Lets the publications module decide who reads a post announcing a publication: those who may
   * read the publication (`canReadPost`).
   */
  readAnnouncedWith(reader: AnnouncedReader): void {
    this.announced = reader
  }

  /**
   * Lets the groups module decide who reads a post in a group: those who may read the group's
   * posts (`canReadPost`).
   */
  readGroupsWith(reader: GroupReader): void {
    this.groups = reader
  }

  /** Lets the events module show, on a post announcing an event, the event (Post.event). */
  readEventsWith(reader: EventReader): void {
    this.announcedEvents = reader
  }

  /** What a batch's hydration asks the other modules (`hydratePosts`). */
  get readers(): Pick<HydrateDeps, 'announced' | 'groups' | 'events'> {
    return { announced: this.announced, groups: this.groups, events: this.announcedEvents }
  }

  /** Of the posts' publications and groups, those the viewer may read: one call each for the batch. */
  async readableAmong(viewerId: number, rows: PostRow[]): Promise<Pick<Hydrated, 'announced' | 'groups'>> {
    const [announced, groups] = await Promise.all([
      announcedAmong(this.announced, viewerId, rows),
      groupsAmong(this.groups, viewerId, rows),
    ])
    return { announced, groups }
  }

  /**
   * The post announcing a new event (issue 18), by its organiser, or in the group's channel as the
   * group when it has one; delivered live like any new post. Once per event.
   */
  async announceEvent(announcement: EventAnnouncement): Promise<Post | null> {
    const row = await insertEventAnnouncement(this.deps.db, {
      authorId: announcement.organiserId,
      title: announcement.title,
      text: announcement.text,
      topics: announcement.topics,
      eventId: announcement.eventId,
      groupId: announcement.groupId,
      asGroup: announcement.groupId !== null,
    })
    return row ? this.deps.published(announcement.organiserId, row.id) : null
  }

  /**
   * A post of the owner's announcing their publication (issue 14: its first publication), filed
   * under `topics` (its science area's channel, or none), delivered live like any new post. Answers
   * null when the publication was announced already: once per publication, however often asked.
   */
  async announce(ownerId: number, announcement: Announcement): Promise<Post | null> {
    const row = await insertAnnouncement(this.deps.db, {
      authorId: ownerId,
      title: announcement.title,
      text: announcement.text,
      topics: announcement.topics,
      publicationId: announcement.publicationId,
    })
    return row ? this.deps.published(ownerId, row.id) : null
  }
}
