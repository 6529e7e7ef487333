import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { mount } from '../../platform/mount'
import type { RateLimits } from '../../platform/rate-limit'
import type { SearchRateRule } from './search.rate-rules'
import type { SearchService } from './search.service'

/** SPEC 7 "Search" (issue 15): public; each answer holds only what the reader may read. */
export const searchRoutes =
  (search: SearchService, limits: Pick<RateLimits<SearchRateRule>, 'consume'>): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { preHandler: async (req: { ip: string }) => limits.consume('searchIp', req.ip) }

    mount(app, API.search.paged, async (req) => search.search(req.query, req.user), limited)

    mount(app, API.search.query, async (req) => search.search(req.body, req.user), limited)

    mount(app, API.search.suggest, async (req) => search.suggest(req.query.q, req.user), limited)
  }
