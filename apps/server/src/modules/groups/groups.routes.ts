import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { requestLocale } from '../../platform/i18n/locale'
import { mount } from '../../platform/mount'
import type { GroupContentService } from './groups.content'
import type { GroupMembersService } from './groups.members'
import type { GroupsService } from './groups.service'

export interface GroupServices {
  groups: GroupsService
  members: GroupMembersService
  content: GroupContentService
}

/** Issue 18: research groups, their people, posts and publications. */
export const groupsRoutes =
  ({ groups, members, content }: GroupServices): FastifyPluginAsyncZod =>
  async (app) => {
    const route = API.groups
    const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id
    mount(app, route.list, async (req) => groups.list(req.user, req.query))
    mount(app, route.create, async (req, reply) =>
      reply.code(201).send(await groups.create(me(req), req.body, requestLocale(req))),
    )
    mount(app, route.get, async (req) => groups.get(req.user, req.params.id))
    mount(app, route.update, async (req) =>
      groups.update(me(req), req.params.id, req.body, requestLocale(req)),
    )
    mount(app, route.remove, async (req, reply) => {
      await groups.remove(me(req), req.params.id)
      return reply.code(204).send(null)
    })
    mount(app, route.join, async (req) => members.join(me(req), req.params.id))
    mount(app, route.leave, async (req) => members.leave(me(req), req.params.id))
    mount(app, route.follow, async (req) => groups.follow(me(req), req.params.id))
    mount(app, route.unfollow, async (req) => groups.unfollow(me(req), req.params.id))
    mount(app, route.members, async (req) => members.members(req.user, req.params.id, req.query))
    mount(app, route.updateMember, async (req) =>
      members.update(me(req), req.params.id, req.params.userId, req.body),
    )
    mount(app, route.removeMember, async (req, reply) => {
      await members.remove(me(req), req.params.id, req.params.userId)
      return reply.code(204).send(null)
    })
    mount(app, route.invite, async (req) => members.invite(me(req), req.params.id, req.body))
    mount(app, route.posts, async (req) => content.posts(req.user, req.params.id, req.query))
    mount(app, route.createPost, async (req, reply) =>
      reply
        .code(201)
        .send(await content.createPost(currentUser(req), req.params.id, req.body, requestLocale(req))),
    )
    mount(app, route.publications, async (req) => content.publications(req.user, req.params.id, req.query))
    mount(app, route.attachPublication, async (req, reply) => {
      await content.attach(me(req), req.params.id, req.body.publicationId)
      return reply.code(204).send(null)
    })
    mount(app, route.detachPublication, async (req, reply) => {
      await content.detach(me(req), req.params.id, req.params.publicationId)
      return reply.code(204).send(null)
    })
  }
