import type { FastifyInstance } from 'fastify'
import type { Platform } from './app.platform'
import type { Profiles } from './app.profiles'
import type { AccountService } from './modules/auth/account.service'
import type { MessagesService } from './modules/chat/messages.service'
import type { FilesService } from './modules/files/files.service'
import { ContactService } from './modules/market/contact.service'
import { ListingUploads } from './modules/market/listing-uploads'
import { ListingsService } from './modules/market/listings.service'
import { isMarketModerator } from './modules/market/market.policy'
import { marketRoutes } from './modules/market/market.routes'
import { ReportsService } from './modules/market/reports.service'

declare module 'fastify' {
  interface FastifyInstance {
    /** Images uploaded for listings, for the tests to run the cleanup at a chosen moment. */
    listingUploads: ListingUploads
  }
}

export interface MarketDeps {
  accounts: AccountService
  files: FilesService
  people: Profiles
  /** The chat's messages: contacting an author writes to them there. */
  chat: Pick<MessagesService, 'send'>
}

/**
 * The marketplace (issue 18): listings with their images (and the hourly cleanup of images no
 * listing shows), contact with authors, reports and their review.
 */
export async function registerMarket(
  app: FastifyInstance,
  { config, db, limits, jobs }: Platform,
  { accounts, files, people: { summaries }, chat }: MarketDeps,
): Promise<void> {
  const moderatorEmails = new Set(config.MARKET_MODERATOR_EMAILS)
  const listings = new ListingsService({
    db,
    files,
    summaries,
    users: accounts,
    moderators: (user) => isMarketModerator(user, moderatorEmails),
  })
  const uploads = new ListingUploads({ db, files, jobs, log: app.log })
  const contact = new ContactService({ listings, chat })
  const reports = new ReportsService({ db, listings, summaries })
  await app.register(marketRoutes({ listings, uploads, contact, reports, limits }))
  app.decorate('listingUploads', uploads)
  app.addHook('onReady', () => uploads.schedule())
  app.addHook('preClose', async () => uploads.unschedule())
}
