import { z } from 'zod'
import { IdParams } from '../profile-fields'
import {
  AddressInput,
  AddressPatch,
  Author,
  AuthorFindQuery,
  AuthorInput,
  AuthorUserQuery,
  ObjIdentifier,
  ObjIdentifierInput,
  ObjIdentifierPatch,
  OrganizationFindQuery,
  OrganizationList,
} from '../profile-records'
import { Address } from '../user'
import { errors, route } from './route'

const tags = ['profile']
const refusals = errors(400, 401, 403, 404, 409)

/** SPEC 7: addresses, authors, author identifiers and the organization lookup. */
export const profileRecordsRoutes = {
  addAddress: route({
    method: 'POST',
    path: '/api/core/address',
    tags,
    body: AddressInput,
    responses: { 200: Address, ...refusals },
  }),
  changeAddress: route({
    method: 'PATCH',
    path: '/api/core/address/:id',
    tags,
    params: IdParams,
    body: AddressPatch,
    responses: { 200: Address, ...refusals },
  }),
  removeAddress: route({
    method: 'DELETE',
    path: '/api/core/address/:id',
    tags,
    params: IdParams,
    responses: { 204: null, ...refusals },
  }),
  /** The author names of `user_id`, the viewer's own without it. */
  authors: route({
    method: 'GET',
    path: '/api/core/author',
    tags,
    query: AuthorUserQuery,
    responses: { 200: z.array(Author), ...refusals },
  }),
  /** The user's author name, which identifiers (ORCID …) hang on. */
  addAuthor: route({
    method: 'POST',
    path: '/api/core/author',
    tags,
    query: AuthorUserQuery,
    body: AuthorInput,
    responses: { 201: Author, ...refusals },
  }),
  findAuthors: route({
    method: 'GET',
    path: '/api/core/author/find',
    tags,
    query: AuthorFindQuery,
    responses: { 200: z.array(Author), ...refusals },
  }),
  changeAuthor: route({
    method: 'PATCH',
    path: '/api/core/author/:id',
    tags,
    params: IdParams,
    body: AuthorInput,
    responses: { 200: Author, ...refusals },
  }),
  removeAuthor: route({
    method: 'DELETE',
    path: '/api/core/author/:id',
    tags,
    params: IdParams,
    responses: { 204: null, ...refusals },
  }),
  addIdentifier: route({
    method: 'POST',
    path: '/api/core/obj_identifier',
    tags,
    body: ObjIdentifierInput,
    responses: { 201: ObjIdentifier, ...refusals },
  }),
  changeIdentifier: route({
    method: 'PATCH',
    path: '/api/core/obj_identifier/:id',
    tags,
    params: IdParams,
    body: ObjIdentifierPatch,
    responses: { 200: ObjIdentifier, ...refusals },
  }),
  removeIdentifier: route({
    method: 'DELETE',
    path: '/api/core/obj_identifier/:id',
    tags,
    params: IdParams,
    responses: { 204: null, ...refusals },
  }),
  /** SPEC 5: organizations whose name matches the query. */
  findOrganizations: route({
    method: 'GET',
    path: '/api/core/organization/find',
    tags,
    query: OrganizationFindQuery,
    responses: { 200: OrganizationList, ...refusals },
  }),
} as const
