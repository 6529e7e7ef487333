import type { ValueOf } from './types'

/** SPEC 3, 4: the call screen's state; `Finish` is idle. */
export const CallStatus = {
  Calling: 'calling',
  Finish: 'finish',
  Received: 'received',
  Ring: 'ring',
} as const
export type CallStatus = ValueOf<typeof CallStatus>

/** SPEC 3, 9: where each participant of a call stands. */
export const AnswerStatus = {
  Dialing: 0,
  Connected: 1,
  Left: 3,
  NoAnswer: 4,
  /** Waits in the lobby until an admin lets them in (the reference's #190 code for it). */
  Lobby: 6,
  Admin: 9,
} as const
export type AnswerStatus = ValueOf<typeof AnswerStatus>

/** SPEC 3: an audio or a video call. */
export const MediaKind = { Audio: 'audio', Video: 'video' } as const
export type MediaKind = ValueOf<typeof MediaKind>

/** Reference `CallInfoDto.type`: the kind of call, as the call and its messages carry it. */
export const CallType = { Audio: 1, Video: 2 } as const
export type CallType = ValueOf<typeof CallType>

/** Reference `CallInfoDto.status`: a call rings (1), goes on (2), has ended (3) or failed (4). */
export const CallPhase = { Init: 1, Active: 2, Finished: 3, Error: 4 } as const
export type CallPhase = ValueOf<typeof CallPhase>

/**
 * How a participant's time in the call ended, beside the answer status (SPEC 4 sets both a decline
 * and a leave to `left`; the dialog's messages still tell them apart).
 */
export const CallExit = {
  Left: 'left',
  Declined: 'declined',
  Kicked: 'kicked',
  NoAnswer: 'noAnswer',
  /** The session's socket went away and did not come back within the grace time. */
  Lost: 'lost',
} as const
export type CallExit = ValueOf<typeof CallExit>

/** How a call's media travels: browser to browser, or through the media server (Janus). */
export const CallMedia = { Mesh: 'mesh', Sfu: 'sfu' } as const
export type CallMedia = ValueOf<typeof CallMedia>

/** Reference calls notes, roles of a call participant (uref of class 37). */
export const CallRole = { Organiser: '37:301', Admin: '37:302', User: '37:303' } as const
export type CallRole = ValueOf<typeof CallRole>

/** Reference calls notes, permits of a call participant (uref of class 82). */
export const CallPermit = {
  Start: '82:600',
  End: '82:601',
  Camera: '82:602',
  Microphone: '82:603',
  RaiseHand: '82:604',
  ScreenShare: '82:605',
  Join: '82:606',
  TakePart: '82:607',
  Record: '82:608',
  ViewRecordings: '82:609',
  AppointAdmins: '82:610',
  ManageParticipants: '82:611',
  Organiser: '82:612',
} as const
export type CallPermit = ValueOf<typeof CallPermit>

const P = CallPermit
/** What each role holds at first (the reference's table): 601–612, 601–609 and 611, 602–609. */
export const ROLE_PERMITS: Readonly<Record<CallRole, readonly CallPermit[]>> = {
  [CallRole.Organiser]: [
    P.End,
    P.Camera,
    P.Microphone,
    P.RaiseHand,
    P.ScreenShare,
    P.Join,
    P.TakePart,
    P.Record,
    P.ViewRecordings,
    P.AppointAdmins,
    P.ManageParticipants,
    P.Organiser,
  ],
  [CallRole.Admin]: [
    P.End,
    P.Camera,
    P.Microphone,
    P.RaiseHand,
    P.ScreenShare,
    P.Join,
    P.TakePart,
    P.Record,
    P.ViewRecordings,
    P.ManageParticipants,
  ],
  [CallRole.User]: [
    P.Camera,
    P.Microphone,
    P.RaiseHand,
    P.ScreenShare,
    P.Join,
    P.TakePart,
    P.Record,
    P.ViewRecordings,
  ],
}

/** Reference `CallRecordInfoDto.status`: a recording starts (1), runs (2), is done and stored (3) or failed (4). */
export const RecordStatus = { Init: 1, Active: 2, Finished: 3, Error: 4 } as const
export type RecordStatus = ValueOf<typeof RecordStatus>

/** The reference's socket message types of a call that are events, not chat messages. */
export const CallEventType = { StateSet: 2006, PermitsSet: 2007, StatusSet: 2008 } as const

export const CALL_LIMITS = {
  /** A peer-to-peer mesh of this many connected people at most; the next is told the call is full. */
  meshMax: 6,
  /** Connected people at most in a call through the media server (the grid shows 25 per page). */
  sfuMax: 50,
  /** Tiles on one page of the call grid. */
  gridPage: 25,
  /** A recording's name, without extension. */
  recordNameMax: 200,
  /** The original's ringing time: a callee who has not answered by then has missed the call. */
  ringSeconds: 30,
  /** A session whose socket is gone this long has left (a reconnecting tab resumes within it). */
  graceSeconds: 15,
  /** Lifetime of TURN credentials (coturn REST scheme): long enough for a long seminar. */
  turnTtlSeconds: 12 * 60 * 60,
  /** An SDP of a mesh peer with audio, video and a screen share stays far below this. */
  sdpMax: 64_000,
  /** A subscriber offer of the media server lists every stream of a full call. */
  sfuSdpMax: 500_000,
  candidateMax: 2_000,
} as const
