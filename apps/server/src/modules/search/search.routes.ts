import { API, type SearchPage, type SearchRequest } from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { RequestUser } from '../../platform/auth-guard'
import { mount } from '../../platform/mount'
import type { RateLimits } from '../../platform/rate-limit'
import type { SearchRateRule } from './search.rate-rules'
import type { SearchService } from './search.service'

/** SPEC 7 "Search" (issue 15): public; each answer holds only what the reader may read. */
export const searchRoutes =
  (
    search: SearchService,
    limits: Pick<RateLimits<SearchRateRule>, 'consume'>,
    /** The saved-search module's history of a signed-in reader's searches. */
    history?: (userId: number, request: SearchRequest, resultCount: number) => Promise<void>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { preHandler: async (req: { ip: string }) => limits.consume('searchIp', req.ip) }
    // A search run (its first page) joins the reader's history; the answer never waits for it.
    type Asked = { user?: RequestUser | null; log: FastifyBaseLogger }
    const answered = (req: Asked, request: SearchRequest, page: SearchPage): SearchPage => {
      if (history && req.user && request.pageNumber === 0)
        history(req.user.id, request, page.count).catch((err: unknown) =>
          req.log.warn({ err }, 'search history not recorded'),
        )
      return page
    }

    mount(
      app,
      API.search.paged,
      async (req) => answered(req, req.query, await search.search(req.query, req.user)),
      limited,
    )

    mount(
      app,
      API.search.query,
      async (req) => answered(req, req.body, await search.search(req.body, req.user)),
      limited,
    )

    mount(app, API.search.suggest, async (req) => search.suggest(req.query.q, req.user), limited)
  }
