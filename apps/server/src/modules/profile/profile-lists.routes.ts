import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestLocale } from '../../platform/i18n/locale'
import { mount } from '../../platform/mount'
import { viewerOf } from './profile.policy'
import type { ProfileListsService } from './profile-lists.service'

/** SPEC 7: the lists of a profile; reading is open to signed-in users, writing to the owner only. */
export const profileListRoutes =
  (lists: ProfileListsService): FastifyPluginAsyncZod =>
  async (app) => {
    const l = API.profileLists

    mount(app, l.laborList, async (req) => lists.labor(viewerOf(req), req.params.id))
    mount(app, l.laborAdd, async (req, reply) =>
      reply.code(201).send(await lists.addLabor(viewerOf(req), req.params.id, req.body, requestLocale(req))),
    )
    mount(app, l.laborChange, async (req) =>
      lists.changeLabor(viewerOf(req), req.params.id, req.params.itemId, req.body, requestLocale(req)),
    )
    mount(app, l.laborRemove, async (req, reply) => {
      await lists.removeLabor(viewerOf(req), req.params.id, req.params.itemId)
      return reply.code(204).send(null)
    })

    mount(app, l.educationList, async (req) => lists.education(viewerOf(req), req.params.id))
    mount(app, l.educationAdd, async (req, reply) =>
      reply
        .code(201)
        .send(await lists.addEducation(viewerOf(req), req.params.id, req.body, requestLocale(req))),
    )
    mount(app, l.educationChange, async (req) =>
      lists.changeEducation(viewerOf(req), req.params.id, req.params.itemId, req.body, requestLocale(req)),
    )
    mount(app, l.educationRemove, async (req, reply) => {
      await lists.removeEducation(viewerOf(req), req.params.id, req.params.itemId)
      return reply.code(204).send(null)
    })

    mount(app, l.contactsList, async (req) => lists.contacts(viewerOf(req), req.params.id))
    mount(app, l.contactsAdd, async (req, reply) =>
      reply
        .code(201)
        .send(await lists.addContact(viewerOf(req), req.params.id, req.body, requestLocale(req))),
    )
    mount(app, l.contactsChange, async (req) =>
      lists.changeContact(viewerOf(req), req.params.id, req.params.itemId, req.body, requestLocale(req)),
    )
    mount(app, l.contactsRemove, async (req, reply) => {
      await lists.removeContact(viewerOf(req), req.params.id, req.params.itemId)
      return reply.code(204).send(null)
    })

    mount(app, l.degreesList, async (req) => lists.degrees(viewerOf(req), req.params.id))
    mount(app, l.degreesAdd, async (req, reply) =>
      reply.code(201).send(await lists.addDegree(viewerOf(req), req.params.id, req.body, requestLocale(req))),
    )
    mount(app, l.degreesReplace, async (req) =>
      lists.replaceDegrees(viewerOf(req), req.params.id, req.body, requestLocale(req)),
    )

    mount(app, l.interestsList, async (req) => lists.interests(viewerOf(req), req.params.id))
    mount(app, l.interestsAdd, async (req, reply) =>
      reply.code(201).send(await lists.addInterest(viewerOf(req), req.params.id, req.body)),
    )
    mount(app, l.interestsReplace, async (req) =>
      lists.replaceInterests(viewerOf(req), req.params.id, req.body),
    )
  }
