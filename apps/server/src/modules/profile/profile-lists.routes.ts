import {
  AcademicDegree,
  AcademicDegreeInput,
  AcademicDegreeList,
  Contact,
  ContactInput,
  Education,
  EducationInput,
  ErrorBody,
  LaborActivity,
  LaborActivityInput,
  ScientificInterest,
  ScientificInterestInput,
  ScientificInterestList,
  UserIdParams,
  UserItemParams,
} from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestLocale } from '../../platform/i18n/locale'
import { viewerOf } from './profile.policy'
import type { ProfileListsService } from './profile-lists.service'

const tags = ['profile']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
const base = '/api/core/user_profile/:id'

/** SPEC 7: the lists of a profile; reading is open to signed-in users, writing to the owner only. */
export const profileListRoutes =
  (lists: ProfileListsService): FastifyPluginAsyncZod =>
  async (app) => {
    // labour activity
    app.get(
      `${base}/labor_activity`,
      { schema: { tags, params: UserIdParams, response: { 200: z.array(LaborActivity), ...errors } } },
      async (req) => lists.labor(viewerOf(req), req.params.id),
    )
    app.post(
      `${base}/labor_activity`,
      {
        schema: {
          tags,
          params: UserIdParams,
          body: LaborActivityInput,
          response: { 201: LaborActivity, ...errors },
        },
      },
      async (req, reply) =>
        reply
          .code(201)
          .send(await lists.addLabor(viewerOf(req), req.params.id, req.body, requestLocale(req))),
    )
    app.patch(
      `${base}/labor_activity/:itemId`,
      {
        schema: {
          tags,
          params: UserItemParams,
          body: LaborActivityInput,
          response: { 200: LaborActivity, ...errors },
        },
      },
      async (req) =>
        lists.changeLabor(viewerOf(req), req.params.id, req.params.itemId, req.body, requestLocale(req)),
    )
    app.delete(
      `${base}/labor_activity/:itemId`,
      { schema: { tags, params: UserItemParams, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await lists.removeLabor(viewerOf(req), req.params.id, req.params.itemId)
        return reply.code(204).send(null)
      },
    )

    // education
    app.get(
      `${base}/education`,
      { schema: { tags, params: UserIdParams, response: { 200: z.array(Education), ...errors } } },
      async (req) => lists.education(viewerOf(req), req.params.id),
    )
    app.post(
      `${base}/education`,
      {
        schema: { tags, params: UserIdParams, body: EducationInput, response: { 201: Education, ...errors } },
      },
      async (req, reply) =>
        reply
          .code(201)
          .send(await lists.addEducation(viewerOf(req), req.params.id, req.body, requestLocale(req))),
    )
    app.patch(
      `${base}/education/:itemId`,
      {
        schema: {
          tags,
          params: UserItemParams,
          body: EducationInput,
          response: { 200: Education, ...errors },
        },
      },
      async (req) =>
        lists.changeEducation(viewerOf(req), req.params.id, req.params.itemId, req.body, requestLocale(req)),
    )
    app.delete(
      `${base}/education/:itemId`,
      { schema: { tags, params: UserItemParams, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await lists.removeEducation(viewerOf(req), req.params.id, req.params.itemId)
        return reply.code(204).send(null)
      },
    )

    // academic degrees
    app.get(
      `${base}/user_academic_degrees`,
      { schema: { tags, params: UserIdParams, response: { 200: z.array(AcademicDegree), ...errors } } },
      async (req) => lists.degrees(viewerOf(req), req.params.id),
    )
    app.post(
      `${base}/user_academic_degrees`,
      {
        schema: {
          tags,
          params: UserIdParams,
          body: AcademicDegreeInput,
          response: { 201: AcademicDegree, ...errors },
        },
      },
      async (req, reply) =>
        reply
          .code(201)
          .send(await lists.addDegree(viewerOf(req), req.params.id, req.body, requestLocale(req))),
    )
    app.patch(
      `${base}/user_academic_degrees`,
      {
        schema: {
          tags,
          params: UserIdParams,
          body: AcademicDegreeList,
          response: { 200: z.array(AcademicDegree), ...errors },
        },
      },
      async (req) => lists.replaceDegrees(viewerOf(req), req.params.id, req.body, requestLocale(req)),
    )

    // contacts
    app.get(
      `${base}/contact`,
      { schema: { tags, params: UserIdParams, response: { 200: z.array(Contact), ...errors } } },
      async (req) => lists.contacts(viewerOf(req), req.params.id),
    )
    app.post(
      `${base}/contact`,
      { schema: { tags, params: UserIdParams, body: ContactInput, response: { 201: Contact, ...errors } } },
      async (req, reply) =>
        reply
          .code(201)
          .send(await lists.addContact(viewerOf(req), req.params.id, req.body, requestLocale(req))),
    )
    app.patch(
      `${base}/contact/:itemId`,
      { schema: { tags, params: UserItemParams, body: ContactInput, response: { 200: Contact, ...errors } } },
      async (req) =>
        lists.changeContact(viewerOf(req), req.params.id, req.params.itemId, req.body, requestLocale(req)),
    )
    app.delete(
      `${base}/contact/:itemId`,
      { schema: { tags, params: UserItemParams, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await lists.removeContact(viewerOf(req), req.params.id, req.params.itemId)
        return reply.code(204).send(null)
      },
    )

    // scientific interests
    app.get(
      `${base}/scientific_interest`,
      { schema: { tags, params: UserIdParams, response: { 200: z.array(ScientificInterest), ...errors } } },
      async (req) => lists.interests(viewerOf(req), req.params.id),
    )
    app.post(
      `${base}/scientific_interest`,
      {
        schema: {
          tags,
          params: UserIdParams,
          body: ScientificInterestInput,
          response: { 201: ScientificInterest, ...errors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await lists.addInterest(viewerOf(req), req.params.id, req.body)),
    )
    app.patch(
      `${base}/scientific_interest`,
      {
        schema: {
          tags,
          params: UserIdParams,
          body: ScientificInterestList,
          response: { 200: z.array(ScientificInterest), ...errors },
        },
      },
      async (req) => lists.replaceInterests(viewerOf(req), req.params.id, req.body),
    )
  }
