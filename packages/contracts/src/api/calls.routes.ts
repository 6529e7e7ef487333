import { z } from 'zod'
import {
  CallDialogParams,
  CallInfo,
  CallInvite,
  CallParticipant,
  CallPermitsUpdate,
  CallRecordInfo,
  CallRecordParams,
  CallRecordStart,
  CallStateUpdate,
  CallStatusUpdate,
  DialogRecordInfo,
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
  /**
   * One's own mic, camera, screen share and raised hand (each needs its permit); a manager of
   * participants (82:611) may switch someone else's off. Every member sees it at once.
   */
  state: route({
    method: 'PATCH',
    path: `${BASE}/dialog/:dialogId/state`,
    tags,
    params: CallDialogParams,
    body: CallStateUpdate,
    responses: { 200: CallParticipant, ...refusals },
  }),
  /** A manager of participants removes someone (left) or lets one in from the lobby (dialing). */
  status: route({
    method: 'PATCH',
    path: `${BASE}/dialog/:dialogId/status`,
    tags,
    params: CallDialogParams,
    body: CallStatusUpdate,
    responses: { 200: CallInfo, ...refusals },
  }),
  /** A role (82:610 to appoint admins) or single permits (82:611) of a participant; 2007 follows. */
  permits: route({
    method: 'PATCH',
    path: `${BASE}/dialog/:dialogId/permits`,
    tags,
    params: CallDialogParams,
    body: CallPermitsUpdate,
    responses: { 200: CallParticipant, ...refusals },
  }),
  /** Starts recording the call (through the media server; 82:608); everyone sees the indicator. */
  recordStart: route({
    method: 'PUT',
    path: `${BASE}/record/start/dialog/:dialogId`,
    tags,
    params: CallDialogParams,
    body: CallRecordStart,
    responses: { 200: CallRecordInfo, ...refusals, ...errors(409, 503) },
  }),
  /** Stops the recording; the file is made from it in the background (status 3 once stored). */
  recordStop: route({
    method: 'PUT',
    path: `${BASE}/record/stop/dialog/:dialogId`,
    tags,
    params: CallDialogParams,
    responses: { 200: CallRecordInfo, ...refusals },
  }),
  /** The dialog's recordings, for members allowed to view them (82:609), newest first. */
  recordList: route({
    method: 'GET',
    path: `${BASE}/record/list/dialog/:dialogId`,
    tags,
    params: CallDialogParams,
    responses: { 200: z.array(DialogRecordInfo), ...refusals },
  }),
  /** Deletes a recording and its file (its owner or a manager of participants); 409 while it runs. */
  recordDelete: route({
    method: 'DELETE',
    path: `${BASE}/record/:recordId`,
    tags,
    params: CallRecordParams,
    responses: { 200: z.boolean(), ...refusals, ...errors(409) },
  }),
  /** The recording's WebM (ranges honoured), for those who may view the dialog's recordings. */
  recordContent: route({
    method: 'GET',
    path: `${BASE}/record/:recordId/content`,
    tags,
    params: CallRecordParams,
    responses: { 200: null, 206: null, 416: null, ...refusals },
  }),
  /** STUN/TURN servers for `RTCPeerConnection`, with this user's short-lived TURN credentials. */
  iceServers: route({
    method: 'GET',
    path: `${BASE}/ice-servers`,
    tags,
    responses: { 200: IceConfig, ...errors(401) },
  }),
} as const
