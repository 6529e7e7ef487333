import { z } from 'zod'
import {
  AnswerStatus,
  CALL_LIMITS,
  CallEventType,
  CallExit,
  CallMedia,
  CallPermit,
  CallPhase,
  CallRole,
  CallType,
  RecordStatus,
} from './call-constants'
import { Id, IdParam } from './primitives'

/**
 * SPEC 3, 4, 7 and the reference calls API (`/api/v1/calls`): a call of a dialog, its participants
 * and their media sessions. Media goes peer to peer (WebRTC); the server keeps who is in the call and
 * relays the signalling between the sessions of the same call only.
 */

export const CallDialogParams = z.object({ dialogId: IdParam })

/** What one media session (a browser tab in the call) shows the others. */
export const CallMediaState = z.object({
  micOn: z.boolean(),
  camOn: z.boolean(),
  handUp: z.boolean(),
  sharingScreen: z.boolean(),
})
export type CallMediaState = z.infer<typeof CallMediaState>

/** A participant's live media session: one tab of theirs carrying media in the call. */
export const CallSession = CallMediaState.extend({ mediaSessionId: z.guid() })
export type CallSession = z.infer<typeof CallSession>

const answerStatus = z.union([
  z.literal(AnswerStatus.Dialing),
  z.literal(AnswerStatus.Connected),
  z.literal(AnswerStatus.Left),
  z.literal(AnswerStatus.NoAnswer),
  z.literal(AnswerStatus.Lobby),
])

export const CallRoleValue = z.enum(CallRole)
export const CallPermitValue = z.enum(CallPermit)

/** Reference `CallParticipantInfoDto`: a person invited to the call, with names for the screen. */
export const CallParticipant = z.object({
  /** The participant's id within this call. */
  id: z.number().int(),
  user: z.number().int(),
  /** SPEC 3: dialing 0, connected 1, left 3, noAnswer 4; 6 while waiting in the lobby. */
  status: answerStatus,
  /** How their part ended (null while dialing, connected or in the lobby). */
  exit: z.enum(CallExit).nullable(),
  /**
   * Organiser or call admin (may invite, admit, remove and stop): the caller is the organiser; group
   * admins and both people of a personal call are admins.
   */
  admin: z.boolean(),
  /** The participant's role (one; a list as the reference has it). */
  roles: z.array(CallRoleValue),
  /**
   * What the participant may do. Shown to the participant themself and to those who manage
   * participants (82:611); null for everyone else, as the reference keeps permits private.
   */
  permits: z.array(CallPermitValue).nullable(),
  /** Live sessions (at most one: a second tab joining takes over). */
  states: z.array(CallSession),
  fullName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Until when it rings for a dialing participant. */
  ringUntil: z.string().nullable(),
})
export type CallParticipant = z.infer<typeof CallParticipant>

/** Reference `CallInfoDto`: the call of a dialog. */
export const CallInfo = z.object({
  id: z.number().int(),
  dialogId: z.number().int(),
  /** The caller. */
  owner: z.number().int().nullable(),
  type: z.union([z.literal(CallType.Audio), z.literal(CallType.Video)]),
  status: z.union([
    z.literal(CallPhase.Init),
    z.literal(CallPhase.Active),
    z.literal(CallPhase.Finished),
    z.literal(CallPhase.Error),
  ]),
  /** Always 1 (a call; the reference also knows broadcasts and lessons). */
  format: z.literal(1),
  startDate: z.string(),
  /** When the first callee answered. */
  activeDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** From the answer to the end, ISO 8601 (`PT1M5S`); null until it ended or if nobody answered. */
  duration: z.string().nullable(),
  /** How many people may be connected at once (the mesh's or the media server's limit). */
  maxParticipants: z.number().int(),
  /** Browser to browser, or through the media server (a group call with `JANUS_URL` set). */
  media: z.enum(CallMedia),
  participants: z.array(CallParticipant),
  /** The recording running now (every participant sees that the call is recorded). */
  record: z.lazy(() => CallRecordInfo).nullable(),
})
export type CallInfo = z.infer<typeof CallInfo>

/** `POST /invite/dialog/{dialogId}`: ring these members of the dialog (again). */
export const CallInvite = z.object({ users: z.array(Id).min(1).max(500) })
export type CallInvite = z.infer<typeof CallInvite>

/** `PATCH /dialog/{dialogId}/state`: one's own mic, camera, screen share and raised hand. */
export const CallStateUpdate = z.object({
  /** The session to change; the user's live session when left out. */
  mediaSessionId: z.guid().optional(),
  state: CallMediaState.partial().refine((s) => Object.keys(s).length > 0, { message: 'empty' }),
})
export type CallStateUpdate = z.infer<typeof CallStateUpdate>

/**
 * `PATCH /dialog/{dialogId}/status`: an admin removes a participant (left: a kick, 6002) or lets one
 * waiting in the lobby in (dialing: admitted, 2003, and rung, 2004).
 */
export const CallStatusUpdate = z.object({
  user: Id,
  status: z.union([z.literal(AnswerStatus.Left), z.literal(AnswerStatus.Dialing)]),
})
export type CallStatusUpdate = z.infer<typeof CallStatusUpdate>

/**
 * `PATCH /dialog/{dialogId}/permits`: gives a role (its permits at first; 82:610 to appoint admins)
 * and adds or takes away single permits (82:611).
 */
export const CallPermitsUpdate = z
  .object({
    user: Id,
    role: CallRoleValue.optional(),
    addPermits: z.array(CallPermitValue).max(20).optional(),
    delPermits: z.array(CallPermitValue).max(20).optional(),
  })
  .refine((u) => u.role !== undefined || (u.addPermits?.length ?? 0) + (u.delPermits?.length ?? 0) > 0, {
    message: 'empty',
  })
export type CallPermitsUpdate = z.infer<typeof CallPermitsUpdate>

/** Reference `CallRecordInfoDto`: a recording of a call. */
export const CallRecordInfo = z.object({
  id: z.number().int(),
  call: z.number().int(),
  /** Who started it (null once their account is gone). */
  owner: z.number().int().nullable(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** ISO 8601 (`PT1M5S`), once stopped. */
  duration: z.string().nullable(),
  status: z.union([
    z.literal(RecordStatus.Init),
    z.literal(RecordStatus.Active),
    z.literal(RecordStatus.Finished),
    z.literal(RecordStatus.Error),
  ]),
})
export type CallRecordInfo = z.infer<typeof CallRecordInfo>

/** `PUT /record/start/dialog/{dialogId}`: the recording's name (the call's date when left out). */
export const CallRecordStart = z.object({
  recordName: z.string().trim().min(1).max(CALL_LIMITS.recordNameMax).optional(),
})
export type CallRecordStart = z.infer<typeof CallRecordStart>

export const CallRecordParams = z.object({ recordId: IdParam })

/** Reference `DialogRecordInfoDto`: a recording as the dialog lists it. */
export const DialogRecordInfo = z.object({
  dialogId: z.number().int(),
  callId: z.number().int(),
  callStartDate: z.string(),
  recordId: z.number().int(),
  name: z.string(),
  owner: z.number().int().nullable(),
  recordStartDate: z.string(),
  recordEndDate: z.string().nullable(),
  recordStatus: CallRecordInfo.shape.status,
  /** The playable WebM (Opus audio, the video of the call), once processed; its `url` streams it with ranges. */
  recordFile: z
    .object({
      name: z.string(),
      mime: z.string(),
      size: z.number().int().nonnegative(),
      durationSec: z.number().nonnegative().nullable(),
      url: z.string(),
    })
    .nullable(),
})
export type DialogRecordInfo = z.infer<typeof DialogRecordInfo>

/** `GET /ice-servers`: what `RTCPeerConnection` is given; TURN credentials are made per user. */
export const IceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
})
export const IceConfig = z.object({
  iceServers: z.array(IceServer),
  /** When the TURN credentials run out (null without TURN_SECRET). */
  expiresAt: z.string().nullable(),
})
export type IceConfig = z.infer<typeof IceConfig>

/** What a call message (types 2, 3, 2001–2004, 6, 6001–6004) records, for every client to word it. */
export const CallNotice = z.object({
  callId: z.number().int(),
  type: z.union([z.literal(CallType.Audio), z.literal(CallType.Video)]),
  /** Whom it concerns: invited, removed, those who missed it. */
  userIds: z.array(z.number().int()),
  /** On "ended" (6): seconds from the answer to the end; null if nobody answered. */
  durationSec: z.number().int().nullable(),
})
export type CallNotice = z.infer<typeof CallNotice>

/** An ICE candidate as `RTCIceCandidate.toJSON()` gives it. */
export const IceCandidate = z.object({
  candidate: z.string().max(CALL_LIMITS.candidateMax),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(512).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
})
export type IceCandidate = z.infer<typeof IceCandidate>

/** WebRTC signalling between two sessions of one call (perfect negotiation: descriptions and candidates). */
export const CallSignal = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('description'),
    description: z.object({
      type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
      sdp: z.string().max(CALL_LIMITS.sdpMax),
    }),
  }),
  z.object({
    kind: z.literal('candidate'),
    /** Null: the end of the candidates. */
    candidate: IceCandidate.nullable(),
  }),
])
export type CallSignal = z.infer<typeof CallSignal>

/**
 * Client → server `call` (with an acknowledgement). `start` and `join` make the sending socket the
 * user's media session in the call; `resume` binds a reconnected socket to its session again;
 * `leave` ends the session; `signal` goes to one other session of the same call.
 */
export const CallClientEvent = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('start'),
    dialogId: Id,
    type: z.union([z.literal(CallType.Audio), z.literal(CallType.Video)]),
    state: CallMediaState.partial().optional(),
  }),
  z.object({ action: z.literal('join'), dialogId: Id, state: CallMediaState.partial().optional() }),
  z.object({ action: z.literal('resume'), dialogId: Id, mediaSessionId: z.guid() }),
  z.object({ action: z.literal('leave'), dialogId: Id, mediaSessionId: z.guid() }),
  z.object({
    action: z.literal('signal'),
    dialogId: Id,
    from: z.guid(),
    to: z.guid(),
    signal: CallSignal,
  }),
])
export type CallClientEvent = z.infer<typeof CallClientEvent>

/** The acknowledgement of a `call` event: the call as it now is and the sender's session. */
export const CallAck = z.union([
  z.object({ ok: z.literal(true), call: CallInfo.nullable(), mediaSessionId: z.guid().nullable() }),
  z.object({ ok: z.literal(false), error: z.object({ code: z.number().int(), message: z.string() }) }),
])
export type CallAck = z.infer<typeof CallAck>

/**
 * Server → client `call`: the call of a dialog changed (started, answered, someone joined, left,
 * muted, ended); sent to every member of the dialog, so each can ring, show the active call or
 * follow the participants.
 */
export const CallEvent = z.object({ dialogId: z.number().int(), call: CallInfo })
export type CallEvent = z.infer<typeof CallEvent>

/** Server → client `callSignal`: signalling from another session of the same call, to this session only. */
export const CallSignalEvent = z.object({
  dialogId: z.number().int(),
  callId: z.number().int(),
  from: z.object({ userId: z.number().int(), mediaSessionId: z.guid() }),
  to: z.guid(),
  signal: CallSignal,
})
export type CallSignalEvent = z.infer<typeof CallSignalEvent>

/**
 * Server → client `callPermits` (2007): a participant's role and permits changed; to that participant
 * and to those who manage participants (the others see the role in the next `call` event).
 */
export const CallPermitsEvent = z.object({
  cType: z.literal(CallEventType.PermitsSet),
  dialogId: z.number().int(),
  callId: z.number().int(),
  user: z.number().int(),
  roles: z.array(CallRoleValue),
  permits: z.array(CallPermitValue),
})
export type CallPermitsEvent = z.infer<typeof CallPermitsEvent>

/** Server → client `callStatus` (2008): participants whose status changed, to every member of the dialog. */
export const CallStatusEvent = z.object({
  cType: z.literal(CallEventType.StatusSet),
  dialogId: z.number().int(),
  callId: z.number().int(),
  statusUpdates: z.array(z.object({ status: answerStatus, users: z.array(z.number().int()) })),
})
export type CallStatusEvent = z.infer<typeof CallStatusEvent>

/** The socket room of one media session: signalling for it goes there, across processes. */
export const callSessionRoom = (mediaSessionId: string): string => `callSession:${mediaSessionId}`
