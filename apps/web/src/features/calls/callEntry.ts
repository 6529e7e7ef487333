import {
  type CallAck,
  type CallClientEvent,
  type CallInfo,
  type CallMediaState,
  CallType,
} from '@nauka/contracts'
import { api } from '../../api/api'
import { type CallProblem, OWN_MEDIA_OFF, useCallStore } from './calls.store'
import {
  type AcquiredMedia,
  acquireMedia,
  type DevicesWanted,
  keepWanted,
  mediaPrefs,
  stopStream,
} from './media'
import { devicesFor } from './permits'

const store = useCallStore

export type EntryDeps = {
  me: () => number | null
  emitCall: (event: CallClientEvent) => Promise<CallAck>
  streamOf: (tracks: MediaStreamTrack[]) => MediaStream
  teardown: (problem?: CallProblem | null) => void
  /** Opens this tab's media with the devices the browser gave: the call's transport starts here. */
  connect: (call: CallInfo, mySessionId: string, config: RTCConfiguration, stream: MediaStream) => void
}

const iceConfig = async (): Promise<RTCConfiguration> => {
  try {
    return { iceServers: (await api.calls.iceServers()).iceServers }
  } catch {
    // Without the list the call still works on one network (host candidates only).
    return { iceServers: [] }
  }
}

/**
 * Asks the server to start or join, then the browser for the devices the answer's permits allow
 * (issue 17: a camera or microphone the user may not use never lights up, not even briefly); the
 * answer's call is this tab's.
 */
export const enterCall = async (
  deps: EntryDeps,
  dialogId: number,
  type: CallType,
  request: (own: CallMediaState) => CallClientEvent,
  foreseen: DevicesWanted | null = null,
) => {
  const { emitCall, teardown } = deps
  const config = await iceConfig()
  // Who starts a call organises it: their devices are asked first, so a refusal rings nobody.
  let taken: AcquiredMedia | null = null
  if (foreseen) {
    try {
      taken = await acquireMedia(foreseen, mediaPrefs())
    } catch (error) {
      if (store.getState().view.dialogId === dialogId) teardown({ kind: 'media', error })
      return
    }
    if (store.getState().view.dialogId !== dialogId) return stopStream(taken.stream)
  }
  // The server keeps off what the permits do not allow, and hears below of a camera not found.
  const answer = await emitCall(request({ ...OWN_MEDIA_OFF, micOn: true, camOn: type === CallType.Video }))
  if (taken && !(answer.ok && answer.mediaSessionId)) stopStream(taken.stream)
  if (answer.ok && answer.call && !answer.mediaSessionId) return waitInLobby(dialogId, answer.call)
  if (!answer.ok || !answer.call || !answer.mediaSessionId) {
    teardown(
      answer.ok || answer.error.message === ''
        ? { kind: 'offline' }
        : { kind: 'refused', message: answer.error.message },
    )
    return
  }
  const mySessionId = answer.mediaSessionId
  const leave = () => void emitCall({ action: 'leave', dialogId, mediaSessionId: mySessionId })
  // Hung up while the server was answering: the session it made ends at once.
  if (store.getState().view.dialogId !== dialogId) return leave()
  store.getState().set({ mediaSessionId: mySessionId })
  store.getState().dispatch({ kind: 'joined', call: answer.call })
  const permits = answer.call.participants.find((p) => p.user === deps.me())?.permits ?? null
  const wanted = devicesFor(type, permits)
  let devices: AcquiredMedia
  try {
    devices = taken ? keepWanted(taken, wanted) : await acquireMedia(wanted, mediaPrefs())
  } catch (error) {
    if (store.getState().mediaSessionId !== mySessionId) return
    leave()
    teardown({ kind: 'media', error })
    return
  }
  // Hung up (or the call ended) while the browser asked: the devices are given back at once.
  if (store.getState().mediaSessionId !== mySessionId) return stopStream(devices.stream)
  const stream = devices.stream ?? deps.streamOf([])
  const own = { ...OWN_MEDIA_OFF, micOn: wanted.audio, camOn: wanted.video && !devices.videoMissing }
  store.getState().set({
    localStream: stream,
    own,
    problem: devices.videoMissing ? { kind: 'videoMissing' } : null,
  })
  if (devices.videoMissing)
    void api.calls
      .state({ params: { dialogId }, body: { mediaSessionId: mySessionId, state: { camOn: false } } })
      .catch(() => {})
  deps.connect(answer.call, mySessionId, config, stream)
}

/** Issue 17: joined after the ringing, the user waits to be let in, with no media until then. */
const waitInLobby = (dialogId: number, call: CallInfo) => {
  // Cancelled while the server was answering: the request to join is withdrawn at once.
  if (store.getState().view.dialogId !== dialogId)
    return void api.calls.decline({ params: { dialogId } }).catch(() => {})
  store.getState().dispatch({ kind: 'joined', call })
}
