import { API, parseUserSegment } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { requestLocale } from '../../platform/i18n/locale'
import { mount } from '../../platform/mount'
import type { FeedService } from './feed.service'

// The schema has already checked the `user:{id}` form, so the id is there.
const segmentId = (segment: string) => parseUserSegment(segment) ?? 0

/** SPEC 7 "Feed and subscriptions": the feed, its channels, a researcher's wall, writable feeds. */
export const feedRoutes =
  (feed: FeedService): FastifyPluginAsyncZod =>
  async (app) => {
    const { feed: route } = API
    mount(app, route.page, async (req) => feed.feed(currentUser(req), req.params.id, req.query))
    mount(app, route.channels, async (req) =>
      feed.channels(currentUser(req), req.params.id, requestLocale(req)),
    )
    mount(app, route.saveChannels, async (req) =>
      feed.updateChannels(currentUser(req), req.params.id, req.body, requestLocale(req)),
    )
    mount(app, route.wall, async (req) =>
      feed.wall(currentUser(req), segmentId(req.params.entity), req.query),
    )
    mount(app, route.writable, async (req) => feed.writable(currentUser(req), requestLocale(req)))
  }
