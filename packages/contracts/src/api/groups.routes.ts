import { z } from 'zod'
import {
  Group,
  GroupCreate,
  GroupIdParams,
  GroupInvite,
  GroupListQuery,
  GroupMember,
  GroupMemberPage,
  GroupMemberParams,
  GroupMembership,
  GroupMembersQuery,
  GroupMemberUpdate,
  GroupPage,
  GroupPostCreate,
  GroupPostsQuery,
  GroupPublicationAttach,
  GroupPublicationParams,
  GroupUpdate,
} from '../groups'
import { Post, PostPage } from '../posts'
import { PublicationPage } from '../publications'
import { errors, route } from './route'

const tags = ['groups']
const BASE = '/api/core/groups'
const refusals = errors(400, 401, 403, 404, 409)

/**
 * Issue 18: research groups. A hidden group answers 404 to anyone who is not its member nor
 * invited, as if it did not exist; visible groups are read by visitors too.
 */
export const groupsRoutes = {
  list: route({
    method: 'GET',
    path: BASE,
    tags,
    public: true,
    query: GroupListQuery,
    responses: { 200: GroupPage, ...refusals },
  }),
  create: route({
    method: 'POST',
    path: BASE,
    tags,
    body: GroupCreate,
    responses: { 201: Group, ...refusals },
  }),
  get: route({
    method: 'GET',
    path: `${BASE}/:id`,
    tags,
    public: true,
    params: GroupIdParams,
    responses: { 200: Group, ...refusals },
  }),
  update: route({
    method: 'PATCH',
    path: `${BASE}/:id`,
    tags,
    params: GroupIdParams,
    body: GroupUpdate,
    responses: { 200: Group, ...refusals },
  }),
  /** The owner deletes the group; its chat is deleted as a group chat is. */
  remove: route({
    method: 'DELETE',
    path: `${BASE}/:id`,
    tags,
    params: GroupIdParams,
    responses: { 204: null, ...refusals },
  }),
  /** Joins an open group, accepts an invitation, or asks to join a group by request. */
  join: route({
    method: 'POST',
    path: `${BASE}/:id/join`,
    tags,
    params: GroupIdParams,
    responses: { 200: GroupMembership, ...refusals },
  }),
  /** Leaves, withdraws a request, or declines an invitation (the owner hands the group over first: 409). */
  leave: route({
    method: 'POST',
    path: `${BASE}/:id/leave`,
    tags,
    params: GroupIdParams,
    responses: { 200: GroupMembership, ...refusals },
  }),
  /** Follows the group's posts in the feed without joining (a visible group). */
  follow: route({
    method: 'PUT',
    path: `${BASE}/:id/follow`,
    tags,
    params: GroupIdParams,
    responses: { 200: GroupMembership, ...refusals },
  }),
  unfollow: route({
    method: 'DELETE',
    path: `${BASE}/:id/follow`,
    tags,
    params: GroupIdParams,
    responses: { 200: GroupMembership, ...refusals },
  }),
  members: route({
    method: 'GET',
    path: `${BASE}/:id/members`,
    tags,
    public: true,
    params: GroupIdParams,
    query: GroupMembersQuery,
    responses: { 200: GroupMemberPage, ...refusals },
  }),
  updateMember: route({
    method: 'PATCH',
    path: `${BASE}/:id/members/:userId`,
    tags,
    params: GroupMemberParams,
    body: GroupMemberUpdate,
    responses: { 200: GroupMember, ...refusals },
  }),
  /** A moderator removes a member, refuses a request or withdraws an invitation. */
  removeMember: route({
    method: 'DELETE',
    path: `${BASE}/:id/members/:userId`,
    tags,
    params: GroupMemberParams,
    responses: { 204: null, ...refusals },
  }),
  invite: route({
    method: 'POST',
    path: `${BASE}/:id/invites`,
    tags,
    params: GroupIdParams,
    body: GroupInvite,
    responses: { 200: z.array(GroupMember), ...refusals },
  }),
  posts: route({
    method: 'GET',
    path: `${BASE}/:id/posts`,
    tags,
    public: true,
    params: GroupIdParams,
    query: GroupPostsQuery,
    responses: { 200: PostPage, ...refusals },
  }),
  createPost: route({
    method: 'POST',
    path: `${BASE}/:id/posts`,
    tags,
    params: GroupIdParams,
    body: GroupPostCreate,
    responses: { 201: Post, ...refusals },
  }),
  publications: route({
    method: 'GET',
    path: `${BASE}/:id/publications`,
    tags,
    public: true,
    params: GroupIdParams,
    query: GroupPostsQuery,
    responses: { 200: PublicationPage, ...refusals },
  }),
  attachPublication: route({
    method: 'POST',
    path: `${BASE}/:id/publications`,
    tags,
    params: GroupIdParams,
    body: GroupPublicationAttach,
    responses: { 204: null, ...refusals },
  }),
  /** A member who is an author of it or attached it, or a moderator, takes it off the group. */
  detachPublication: route({
    method: 'DELETE',
    path: `${BASE}/:id/publications/:publicationId`,
    tags,
    params: GroupPublicationParams,
    responses: { 204: null, ...refusals },
  }),
} as const
