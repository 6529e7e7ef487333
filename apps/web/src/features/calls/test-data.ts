import {
  AnswerStatus,
  type CallInfo,
  CallMedia,
  type CallParticipant,
  CallPhase,
  CallRole,
  type CallSession,
  CallType,
  ROLE_PERMITS,
} from '@nauka/contracts'

/** A live media session of a participant, everything on. */
export const session = (mediaSessionId: string, state: Partial<CallSession> = {}): CallSession => ({
  mediaSessionId,
  micOn: true,
  camOn: true,
  handUp: false,
  sharingScreen: false,
  ...state,
})

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
/** A session id that sorts by `n` (the polite side of a pair is the smaller one). */
export const sessionId = (n: number) => uuid(n)

export const participant = (user: number, change: Partial<CallParticipant> = {}): CallParticipant => ({
  id: user * 10,
  user,
  status: AnswerStatus.Dialing,
  exit: null,
  admin: false,
  roles: [CallRole.User],
  permits: [...ROLE_PERMITS[CallRole.User]],
  states: [],
  fullName: `User ${user}`,
  imageUrl: null,
  ringUntil: new Date(Date.now() + 30_000).toISOString(),
  ...change,
})

/** A call of dialog 5 by user 1, ringing user 2 unless `participants` says otherwise. */
export const callInfo = (change: Partial<CallInfo> = {}): CallInfo => ({
  id: 40,
  dialogId: 5,
  owner: 1,
  type: CallType.Video,
  status: CallPhase.Init,
  format: 1,
  media: CallMedia.Mesh,
  record: null,
  startDate: new Date().toISOString(),
  activeDate: null,
  endDate: null,
  duration: null,
  maxParticipants: 6,
  participants: [
    participant(1, {
      status: AnswerStatus.Connected,
      admin: true,
      states: [session(sessionId(1))],
      ringUntil: null,
    }),
    participant(2),
  ],
  ...change,
})
