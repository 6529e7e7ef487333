import {
  AuthErrorCode,
  FeedKind,
  type GroupPostCreate,
  type GroupPostsQuery,
  type Locale,
  type Post,
  type PostPage,
  type Publication,
  type PublicationPage,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { RequestUser } from '../../platform/auth-guard'
import { AuthError, ForbiddenError, NotFoundError } from '../../platform/errors'
import type { Viewer } from '../files/files.policy'
import type { PostsService } from '../posts/posts.service'
import { asPlace, requireRight, requireSeen, type Seen } from './groups.access'
import {
  deleteAttachment,
  findAttachment,
  findGroupPostPage,
  findPublicationPage,
  insertAttachment,
  isAuthorOf,
} from './groups.content.queries'
import { canDetach, canReadPosts } from './groups.policy'

export interface GroupContentDeps {
  db: Db
  /** The posts module writes, judges and presents the group's posts. */
  posts: Pick<PostsService, 'create' | 'present'>
  /** The publications module presents the group's publications. */
  publications: { presentMany(viewer: Viewer, ids: string[]): Promise<Publication[]> }
}

type PostBody = z.output<typeof GroupPostCreate>
type PageQuery = z.output<typeof GroupPostsQuery>

/** Issue 18: a group's posts (its feed channel) and the publications its members attached to it. */
export class GroupContentService {
  constructor(private readonly deps: GroupContentDeps) {}

  /**
   * `GET /groups/{id}/posts`: its active posts, newest first. Posts are read signed in (as
   * everywhere on the platform), and a hidden group's by its members only.
   */
  async posts(viewer: Viewer, groupId: number, query: PageQuery): Promise<PostPage> {
    const seen = await this.readable(viewer, groupId)
    if (!viewer) throw new AuthError(AuthErrorCode.NotAuthorized)
    const { ids, count } = await findGroupPostPage(this.deps.db, seen.group.id, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    })
    const elements = await this.deps.posts.present(viewer.id, ids)
    return { count, elements, hasMore: query.page * query.pageSize < count }
  }

  /** `POST /groups/{id}/posts`: a member's post in the group; `asGroup` only a moderator's. */
  async createPost(viewer: RequestUser, groupId: number, body: PostBody, locale: Locale): Promise<Post> {
    await requireRight(this.deps.db, groupId, viewer.id, body.asGroup ? 'postAsGroup' : 'post')
    const { asGroup, ...post } = body
    return this.deps.posts.create(viewer, { ...post, feed: FeedKind.User }, locale, { groupId, asGroup })
  }

  /** `GET /groups/{id}/publications`: those attached that the reader may read, latest attached first. */
  async publications(viewer: Viewer, groupId: number, query: PageQuery): Promise<PublicationPage> {
    await this.readable(viewer, groupId)
    const { ids, count } = await findPublicationPage(this.deps.db, groupId, viewer?.id ?? null, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    })
    return { count, elements: await this.deps.publications.presentMany(viewer, ids) }
  }

  /** `POST /groups/{id}/publications`: a member attaches a live publication they are an author of. */
  async attach(userId: number, groupId: number, publicationId: string): Promise<void> {
    await requireRight(this.deps.db, groupId, userId, 'attachPublication')
    if (!(await isAuthorOf(this.deps.db, userId, publicationId))) throw new ForbiddenError('groups.notAuthor')
    await insertAttachment(this.deps.db, groupId, publicationId, userId)
  }

  /**
   * `DELETE /groups/{id}/publications/{publicationId}`: by a member who is an author of it or
   * attached it, or by a moderator (`canDetach`).
   */
  async detach(userId: number, groupId: number, publicationId: string): Promise<void> {
    const { place } = await requireSeen(this.deps.db, groupId, userId)
    const attached = await findAttachment(this.deps.db, groupId, publicationId)
    if (!attached) throw new NotFoundError('groups.publicationNotFound')
    const own = attached.attachedBy === userId || (await isAuthorOf(this.deps.db, userId, publicationId))
    if (!canDetach(asPlace(place), own)) throw new ForbiddenError('groups.detach')
    await deleteAttachment(this.deps.db, groupId, publicationId)
  }

  /** The group, if the reader may read what is in it (a hidden group's: its members). */
  private async readable(viewer: Viewer, groupId: number): Promise<Seen> {
    const seen = await requireSeen(this.deps.db, groupId, viewer?.id ?? null)
    if (!canReadPosts(seen.group, asPlace(seen.place))) throw new ForbiddenError('groups.membersOnly')
    return seen
  }
}
