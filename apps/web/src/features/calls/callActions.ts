import {
  AnswerStatus,
  type CallParticipant,
  type CallPermit,
  type CallRecordInfo,
  type CallRole,
} from '@nauka/contracts'
import { ApiError } from '../../api/ApiError'
import { api } from '../../api/api'
import { type ErrorMessage, failureMessage } from '../../api/errorText'
import { useCallStore } from './calls.store'
import { mergePermits } from './permits'

/** The server's refusal in the user's language (it words every calls error), else the app's own text. */
export const callRefusal = (cause: unknown): ErrorMessage =>
  cause instanceof ApiError && cause.kind !== 'network' && cause.code !== undefined && cause.message
    ? { text: cause.message }
    : failureMessage(cause)

const tell = (cause: unknown) =>
  useCallStore.getState().set({ problem: { kind: 'failed', message: callRefusal(cause) } })

const attempt = async <T>(request: () => Promise<T>): Promise<T | null> => {
  try {
    return await request()
  } catch (cause) {
    tell(cause)
    return null
  }
}

/** A participant as the server presents it to the viewer: their permits are now known. */
const learn = (participant: CallParticipant | null) => {
  if (!participant) return
  const store = useCallStore.getState()
  store.set({ permits: mergePermits(store.permits, [participant]) })
}

/**
 * Issue 17: what a call's admins do to its people, and recording. Each answers through the
 * server's events (the call, its permits); a refusal is told on the call screen.
 */
export const callActions = {
  /** Lets someone in from the lobby: they are rung (2003, 2004). */
  admit: (dialogId: number, user: number) =>
    attempt(() => api.calls.status({ params: { dialogId }, body: { user, status: AnswerStatus.Dialing } })),

  /** Removes someone from the call (6002); they may ask to join again from the lobby. */
  remove: (dialogId: number, user: number) =>
    attempt(() => api.calls.status({ params: { dialogId }, body: { user, status: AnswerStatus.Left } })),

  /** Switches someone's microphone off (an admin may only switch it off). */
  mute: (dialogId: number, mediaSessionId: string) =>
    attempt(() =>
      api.calls.state({ params: { dialogId }, body: { mediaSessionId, state: { micOn: false } } }),
    ).then(learn),

  setRole: (dialogId: number, user: number, role: CallRole) =>
    attempt(() => api.calls.permits({ params: { dialogId }, body: { user, role } })).then(learn),

  switchPermit: (dialogId: number, user: number, permit: CallPermit, on: boolean) =>
    attempt(() =>
      api.calls.permits({
        params: { dialogId },
        body: on ? { user, addPermits: [permit] } : { user, delPermits: [permit] },
      }),
    ).then(learn),

  startRecording: (dialogId: number): Promise<CallRecordInfo | null> =>
    attempt(() => api.calls.recordStart({ params: { dialogId }, body: {} })),

  stopRecording: (dialogId: number): Promise<CallRecordInfo | null> =>
    attempt(() => api.calls.recordStop({ params: { dialogId } })),
}
