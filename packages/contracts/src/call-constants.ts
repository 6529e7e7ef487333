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

export const CALL_LIMITS = {
  /** A peer-to-peer mesh of this many connected people at most; the next is told the call is full. */
  meshMax: 6,
  /** The original's ringing time: a callee who has not answered by then has missed the call. */
  ringSeconds: 30,
  /** A session whose socket is gone this long has left (a reconnecting tab resumes within it). */
  graceSeconds: 15,
  /** Lifetime of TURN credentials (coturn REST scheme): long enough for a long seminar. */
  turnTtlSeconds: 12 * 60 * 60,
  /** An SDP of a mesh peer with audio, video and a screen share stays far below this. */
  sdpMax: 64_000,
  candidateMax: 2_000,
} as const
