import type { FastifyInstance } from 'fastify'
import type { Platform } from './app.platform'
import type { Profiles } from './app.profiles'
import type { AccountService } from './modules/auth/account.service'
import type { CatalogService } from './modules/catalog/catalog.service'
import { FeedLive } from './modules/feed/feed.live'
import { feedRoutes } from './modules/feed/feed.routes'
import { FeedService } from './modules/feed/feed.service'
import { registerPostSocialHandlers } from './modules/feed/feed.socket'
import type { FilesService } from './modules/files/files.service'
import { DigestService } from './modules/notifications/digest.service'
import { notificationRoutes } from './modules/notifications/notifications.routes'
import { NotificationsService } from './modules/notifications/notifications.service'
import { commentRoutes } from './modules/posts/comments.routes'
import { CommentsService } from './modules/posts/comments.service'
import { isNewsAuthor } from './modules/posts/posts.policy'
import { postsRoutes } from './modules/posts/posts.routes'
import { PostsService } from './modules/posts/posts.service'

export interface PostsDeps {
  accounts: AccountService
  catalog: CatalogService
  files: FilesService
  people: Profiles
}

export interface Posts {
  posts: PostsService
  notifications: NotificationsService
  /** The feed: its channel switches, which the groups module turns on and off. */
  feed: FeedService
  /** Stops the weekly digest's timer (on close). */
  stopDigests(): void
}

/**
 * Posts with their comments and likes, the notifications they raise, and the feed they make: its
 * live updates and the weekly digest by e-mail.
 */
export async function registerPosts(
  app: FastifyInstance,
  { config, db, realtime, mailer }: Platform,
  { accounts, catalog, files, people }: PostsDeps,
): Promise<Posts> {
  const { follows, settings, summaries } = people
  // Posts: attachments are readable by whoever may read their post (files.policy).
  const newsAuthorEmails = new Set(config.NEWS_AUTHOR_EMAILS)
  const posts = new PostsService({
    db,
    files,
    catalog: catalog.refs,
    summaries,
    follows,
    hub: realtime,
    newsAuthors: (user) => isNewsAuthor(user, newsAuthorEmails),
  })
  files.registerReader((viewerId, fileId) => posts.canReadAttachment(viewerId, fileId))
  await app.register(postsRoutes(posts))
  // Comments and their notifications: both read posts through the posts module's access rule.
  const notifications = new NotificationsService({
    db,
    hub: realtime,
    posts,
    blocks: follows,
    summaries,
    settings,
  })
  const comments = new CommentsService({
    db,
    posts,
    summaries,
    hub: realtime,
    notifications,
    privacy: settings,
    log: app.log,
  })
  await app.register(commentRoutes(comments))
  await app.register(notificationRoutes(notifications))
  // The feed: its skeleton is the feed module's, the posts in it are presented by the posts module.
  const feed = new FeedService({ db, posts, follows, users: accounts, summaries, catalog })
  await app.register(feedRoutes(feed))
  // The weekly news digest by e-mail of those who turned it on (settings 132:25).
  const digests = new DigestService({
    db,
    settings,
    users: accounts,
    feed,
    mailer,
    siteUrl: config.PUBLIC_URL,
    log: app.log,
  })
  app.decorate('digests', digests)
  const stopDigests = digests.start()
  registerPostSocialHandlers(realtime, posts)
  // The feed list is live: a new post reaches the open feeds whose channels bring it.
  const feedLive = new FeedLive({ db, hub: realtime, log: app.log })
  posts.onPublished((post) => feedLive.published(post))
  return { posts, notifications, feed, stopDigests }
}
