import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { mount } from '../../platform/mount'
import type { SavedSearchService } from './saved-search.service'

/** The original product's `/saved-search`: a user's kept searches, history and their new results. */
export const savedSearchRoutes =
  (saved: SavedSearchService): FastifyPluginAsyncZod =>
  async (app) => {
    const { savedSearch: route } = API
    mount(app, route.list, async (req) => saved.list(currentUser(req), req.query))
    mount(app, route.create, async (req) => saved.create(currentUser(req), req.body))
    mount(app, route.clear, async (req, reply) => {
      await saved.clear(currentUser(req))
      return reply.code(204).send(null)
    })
    mount(app, route.read, async (req) => saved.read(currentUser(req), req.params.id))
    mount(app, route.update, async (req) => saved.update(currentUser(req), req.params.id, req.body))
    mount(app, route.remove, async (req, reply) => {
      await saved.remove(currentUser(req), req.params.id)
      return reply.code(204).send(null)
    })
    mount(app, route.results, async (req) => saved.results(currentUser(req), req.params.id, req.query))
    mount(app, route.refresh, async (req) => saved.refresh(currentUser(req), req.params.id))
  }
