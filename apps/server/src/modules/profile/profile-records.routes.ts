import {
  Address,
  AddressInput,
  AddressPatch,
  Author,
  AuthorFindQuery,
  AuthorInput,
  AuthorUserQuery,
  ErrorBody,
  IdParams,
  ObjIdentifier,
  ObjIdentifierInput,
  ObjIdentifierPatch,
  OrganizationFindQuery,
  OrganizationList,
} from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestLocale } from '../../platform/i18n/locale'
import { viewerOf } from './profile.policy'
import type { ProfileRecordsService } from './profile-records.service'

const tags = ['profile']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const noContent = { 204: z.null(), ...errors }

/** SPEC 7: addresses, authors, author identifiers and the organization lookup. */
export const profileRecordRoutes =
  (records: ProfileRecordsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/core/address',
      { schema: { tags, body: AddressInput, response: { 200: Address, ...errors } } },
      async (req) => records.addAddress(viewerOf(req), req.body, requestLocale(req)),
    )
    app.patch(
      '/api/core/address/:id',
      { schema: { tags, params: IdParams, body: AddressPatch, response: { 200: Address, ...errors } } },
      async (req) => records.changeAddress(viewerOf(req), req.params.id, req.body, requestLocale(req)),
    )
    app.delete(
      '/api/core/address/:id',
      { schema: { tags, params: IdParams, response: noContent } },
      async (req, reply) => {
        await records.removeAddress(viewerOf(req), req.params.id)
        return reply.code(204).send(null)
      },
    )

    app.get(
      '/api/core/author',
      { schema: { tags, querystring: AuthorUserQuery, response: { 200: z.array(Author), ...errors } } },
      async (req) => records.authorsOf(viewerOf(req), req.query.user_id),
    )
    app.post(
      '/api/core/author',
      {
        schema: {
          tags,
          querystring: AuthorUserQuery,
          body: AuthorInput,
          response: { 201: Author, ...errors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await records.addAuthor(viewerOf(req), req.query.user_id, req.body)),
    )
    app.get(
      '/api/core/author/find',
      { schema: { tags, querystring: AuthorFindQuery, response: { 200: z.array(Author), ...errors } } },
      async (req) => records.findAuthors(req.query),
    )
    app.patch(
      '/api/core/author/:id',
      { schema: { tags, params: IdParams, body: AuthorInput, response: { 200: Author, ...errors } } },
      async (req) => records.changeAuthor(viewerOf(req), req.params.id, req.body),
    )
    app.delete(
      '/api/core/author/:id',
      { schema: { tags, params: IdParams, response: noContent } },
      async (req, reply) => {
        await records.removeAuthor(viewerOf(req), req.params.id)
        return reply.code(204).send(null)
      },
    )

    app.post(
      '/api/core/obj_identifier',
      { schema: { tags, body: ObjIdentifierInput, response: { 201: ObjIdentifier, ...errors } } },
      async (req, reply) =>
        reply.code(201).send(await records.addIdentifier(viewerOf(req), req.body, requestLocale(req))),
    )
    app.patch(
      '/api/core/obj_identifier/:id',
      {
        schema: {
          tags,
          params: IdParams,
          body: ObjIdentifierPatch,
          response: { 200: ObjIdentifier, ...errors },
        },
      },
      async (req) => records.changeIdentifier(viewerOf(req), req.params.id, req.body, requestLocale(req)),
    )
    app.delete(
      '/api/core/obj_identifier/:id',
      { schema: { tags, params: IdParams, response: noContent } },
      async (req, reply) => {
        await records.removeIdentifier(viewerOf(req), req.params.id)
        return reply.code(204).send(null)
      },
    )

    app.get(
      '/api/core/organization/find',
      {
        schema: {
          tags,
          querystring: OrganizationFindQuery,
          response: { 200: OrganizationList, ...errors },
        },
      },
      async (req) => records.findOrganizations(req.query),
    )
  }
