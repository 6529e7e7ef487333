import type { FastifyInstance } from 'fastify'
import type { Platform } from './app.platform'
import type { AccountService } from './modules/auth/account.service'
import type { CatalogService } from './modules/catalog/catalog.service'
import { followRoutes } from './modules/follow/follow.routes'
import { FollowService } from './modules/follow/follow.service'
import type { NotificationsService } from './modules/notifications/notifications.service'
import { profileRoutes } from './modules/profile/profile.routes'
import { ProfileService } from './modules/profile/profile.service'
import { profileImageRoutes } from './modules/profile/profile-images.routes'
import { ProfileImagesService } from './modules/profile/profile-images.service'
import { profileListRoutes } from './modules/profile/profile-lists.routes'
import { ProfileListsService } from './modules/profile/profile-lists.service'
import { profileRecordRoutes } from './modules/profile/profile-records.routes'
import { ProfileRecordsService } from './modules/profile/profile-records.service'
import type { UserSettingsService } from './modules/profile/settings.service'

export interface ProfilesDeps {
  accounts: AccountService
  catalog: CatalogService
  /** Tells the followee (the notifications module, built later on posts). */
  notifyFollowed: NotificationsService['followed']
}

export interface Profiles {
  follows: FollowService
  profiles: ProfileService
  /** The privacy and notification settings, read by the chat, comments, presence and notifications. */
  settings: UserSettingsService
  /** Names and images of users, as every module shows them. */
  summaries: ProfileService['summaries']
}

/** Researchers' profiles with their academic sections and images, and follows and blocks between them. */
export async function registerProfiles(
  app: FastifyInstance,
  { db, storage }: Platform,
  { accounts, catalog, notifyFollowed }: ProfilesDeps,
): Promise<Profiles> {
  // Follows show names and avatars from profiles, and profiles show follow counters: the summaries
  // are looked up lazily, once both services exist.
  const follows: FollowService = new FollowService({
    db,
    users: accounts,
    summaries: (ids) => profiles.summaries(ids),
    // A failed toast never undoes a follow.
    onFollowed: (followerId, followeeId) =>
      notifyFollowed(followerId, followeeId).catch((err: unknown) =>
        app.log.warn({ err, followeeId }, 'follower notification failed'),
      ),
  })
  const profiles: ProfileService = new ProfileService({ db, users: accounts, catalog, follows })
  await app.register(followRoutes(follows))
  await app.register(profileRoutes(profiles))
  await app.register(profileListRoutes(new ProfileListsService(db, catalog.refs, profiles)))
  await app.register(profileRecordRoutes(new ProfileRecordsService(db, catalog.refs, profiles)))
  await app.register(profileImageRoutes(new ProfileImagesService(db, storage, profiles)))
  return { follows, profiles, settings: profiles.settings, summaries: (ids) => profiles.summaries(ids) }
}
