import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { mount } from '../../platform/mount'
import type { CommentsService } from './comments.service'

/** SPEC 7 "Posts and comments": comments and replies under posts, and their likes. */
export const commentRoutes =
  (comments: CommentsService): FastifyPluginAsyncZod =>
  async (app) => {
    const { comments: route } = API
    mount(app, route.create, async (req, reply) =>
      reply.code(201).send(await comments.create(currentUser(req), req.body)),
    )
    mount(app, route.remove, async (req, reply) => {
      await comments.remove(currentUser(req), req.params.id)
      return reply.code(204).send(null)
    })
    mount(app, route.fetch, async (req) => comments.fetch(currentUser(req), req.body))
    mount(app, route.react, async (req) => comments.react(currentUser(req), req.params.id, req.body))
  }
