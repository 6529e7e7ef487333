import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { requestLocale } from '../../platform/i18n/locale'
import { mount } from '../../platform/mount'
import type { PostsService } from './posts.service'

/** SPEC 7 "Posts and comments": posts, their likes and their attachments. */
export const postsRoutes =
  (posts: PostsService): FastifyPluginAsyncZod =>
  async (app) => {
    const { posts: route } = API
    mount(app, route.create, async (req, reply) =>
      reply.code(201).send(await posts.create(currentUser(req), req.body, requestLocale(req))),
    )
    mount(app, route.update, async (req) => posts.update(currentUser(req), req.body, requestLocale(req)))
    mount(app, route.remove, async (req, reply) => {
      await posts.remove(currentUser(req), req.params.id)
      return reply.code(204).send(null)
    })
    mount(app, route.read, async (req) => posts.get(currentUser(req), req.params.id))
    mount(app, route.fetchOwn, async (req) => posts.fetchOwn(currentUser(req), req.body))
    mount(app, route.react, async (req) => posts.react(currentUser(req), req.params.id, req.body))
    mount(app, route.linkFiles, async (req) =>
      posts.linkFiles(currentUser(req), req.params.id, req.body.files, requestLocale(req)),
    )
    mount(app, route.unlinkFiles, async (req) => posts.unlinkFiles(currentUser(req), req.params.id, req.body))
  }
