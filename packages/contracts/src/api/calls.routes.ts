import { z } from 'zod'
import {
  CallDialogParams,
  CallInfo,
  CallInvite,
  CallParticipant,
  CallStateUpdate,
  CallStatusUpdate,
  IceConfig,
} from '../calls'
import { errors, route } from './route'

const tags = ['calls']
const BASE = '/api/v1/calls'
const refusals = errors(400, 401, 403, 404)

/**
 * SPEC 7 and the reference calls API. Starting, answering and leaving a call go over the socket
 * (`call`), since the socket that does it carries the media session; the rest is HTTP.
 */
export const callsRoutes = {
  /** Ring members of the dialog into its call (again): admins of the call only. */
  invite: route({
    method: 'POST',
    path: `${BASE}/invite/dialog/:dialogId`,
    tags,
    params: CallDialogParams,
    body: CallInvite,
    responses: { 200: CallInfo, ...refusals },
  }),
  /** The dialog's call going on (404 when there is none). */
  ofDialog: route({
    method: 'GET',
    path: `${BASE}/dialog/:dialogId`,
    tags,
    params: CallDialogParams,
    responses: { 200: CallInfo, ...refusals },
  }),
  participants: route({
    method: 'GET',
    path: `${BASE}/dialog/:dialogId/participants`,
    tags,
    params: CallDialogParams,
    responses: { 200: z.array(CallParticipant), ...refusals },
  }),
  /** Ends the call for everyone: true, or false if it had already ended. */
  stop: route({
    method: 'POST',
    path: `${BASE}/dialog/:dialogId/stop`,
    tags,
    params: CallDialogParams,
    responses: { 200: z.boolean(), ...refusals },
  }),
  /** Declines the ringing call (from any tab: every tab of the user stops ringing). */
  decline: route({
    method: 'POST',
    path: `${BASE}/dialog/:dialogId/decline`,
    tags,
    params: CallDialogParams,
    responses: { 200: CallInfo, ...refusals },
  }),
  /** One's own mic, camera, screen share and raised hand; every member sees it at once. */
  state: route({
    method: 'PATCH',
    path: `${BASE}/dialog/:dialogId/state`,
    tags,
    params: CallDialogParams,
    body: CallStateUpdate,
    responses: { 200: CallParticipant, ...refusals },
  }),
  /** An admin removes a participant from the call. */
  status: route({
    method: 'PATCH',
    path: `${BASE}/dialog/:dialogId/status`,
    tags,
    params: CallDialogParams,
    body: CallStatusUpdate,
    responses: { 200: CallInfo, ...refusals },
  }),
  /** STUN/TURN servers for `RTCPeerConnection`, with this user's short-lived TURN credentials. */
  iceServers: route({
    method: 'GET',
    path: `${BASE}/ice-servers`,
    tags,
    responses: { 200: IceConfig, ...errors(401) },
  }),
} as const
