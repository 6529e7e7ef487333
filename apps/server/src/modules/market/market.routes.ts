import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { requestLocale } from '../../platform/i18n/locale'
import { mount } from '../../platform/mount'
import type { RateLimits } from '../../platform/rate-limit'
import { registerUploads, uploadRequestOf } from '../files/files.upload-request'
import type { ContactService } from './contact.service'
import type { ListingUploads } from './listing-uploads'
import type { ListingsService } from './listings.service'
import type { MarketRateRule } from './market.rate-rules'
import type { ReportsService } from './reports.service'

export interface MarketServices {
  listings: ListingsService
  uploads: ListingUploads
  contact: ContactService
  reports: ReportsService
  limits: Pick<RateLimits<MarketRateRule>, 'consume'>
}

/** Issue 18: the marketplace's listings, the contact with their authors, and reports with their review. */
export const marketRoutes =
  ({ listings, uploads, contact, reports, limits }: MarketServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { market } = API
    await registerUploads(app, uploads)
    // Counted per user after the guard has found them (every write route refuses visitors first).
    const limited = (rule: MarketRateRule) => ({
      preHandler: async (req: { user: { id: number } | null }) =>
        limits.consume(rule, String(req.user?.id ?? 0)),
    })
    mount(app, market.list, async (req) => listings.list(req.user, requestLocale(req), req.query))
    mount(app, market.get, async (req) => listings.read(req.user, req.params.id))
    mount(
      app,
      market.create,
      async (req, reply) =>
        reply.code(201).send(await listings.create(currentUser(req), requestLocale(req), req.body)),
      limited('marketWrite'),
    )
    mount(
      app,
      market.update,
      async (req) => listings.update(currentUser(req), requestLocale(req), req.params.id, req.body),
      limited('marketWrite'),
    )
    mount(app, market.uploadImages, async (req, reply) =>
      reply.code(201).send(await uploads.upload(currentUser(req), uploadRequestOf(req))),
    )
    mount(
      app,
      market.contact,
      async (req) => contact.contact(currentUser(req), requestLocale(req), req.params.id, req.body),
      limited('marketContact'),
    )
    mount(
      app,
      market.report,
      async (req, reply) =>
        reply.code(201).send(await reports.report(currentUser(req), req.params.id, req.body)),
      limited('marketReport'),
    )
    mount(app, market.reports, async (req) => reports.list(currentUser(req), req.query))
    mount(app, market.resolveReport, async (req) =>
      reports.resolve(currentUser(req), req.params.id, req.body),
    )
  }
