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
