import type { CallInfo, CallMediaState } from '@nauka/contracts'
import { api } from '../../api/api'
import { useCallStore } from './calls.store'
import type { CallTransport } from './callTransport'
import { acquireDevice, mediaPrefs, stopStream } from './media'

const store = useCallStore

export type CallDevicesDeps = {
  /** This tab's media now: none before the browser gave the devices, nor after the call. */
  media: () => CallTransport | null
  /** The shared screen (the browser asks the user which). */
  displayMedia?: () => Promise<MediaStream>
}

/**
 * The user's own microphone, camera and screen in the call: turned on and off by the user's
 * toggles (and told to the others), and off when the server says an admin switched them off.
 */
export const createCallDevices = (deps: CallDevicesDeps) => {
  /** Own toggles whose change the server has not confirmed yet: a `call` event does not undo them. */
  const pending = new Set<keyof CallMediaState>()

  /** Turns one of the user's own toggles and tells the others. */
  async function toggle(key: keyof CallMediaState) {
    const { own, localStream, view, mediaSessionId } = store.getState()
    if (!localStream || view.dialogId === null || !mediaSessionId) return
    const on = !own[key]
    pending.add(key)
    try {
      if (key === 'micOn' && !(await switchDevice(localStream, 'audio', on))) return
      if (key === 'camOn' && !(await switchDevice(localStream, 'video', on))) return
      if (key === 'sharingScreen' && !(await switchScreen(on))) return
      store.getState().set({ own: { ...store.getState().own, [key]: on } })
      await api.calls
        .state({ params: { dialogId: view.dialogId }, body: { mediaSessionId, state: { [key]: on } } })
        .catch(() => {})
    } finally {
      pending.delete(key)
    }
  }

  /**
   * An admin switched the user's microphone, camera or screen off, or took its permit away: the
   * server's state of this session says off, so it goes off here too (a toggle still on its way
   * to the server is not undone by an older event).
   */
  function followForcedOff(call: CallInfo, mySessionId: string | null) {
    const mine = call.participants.flatMap((p) => p.states).find((s) => s.mediaSessionId === mySessionId)
    const { own, localStream } = store.getState()
    if (!mine || !localStream) return
    const keys = ['micOn', 'camOn', 'sharingScreen'] as const
    const off = keys.filter((key) => own[key] && !mine[key] && !pending.has(key))
    if (off.length === 0) return
    if (off.includes('micOn')) for (const track of localStream.getAudioTracks()) track.enabled = false
    if (off.includes('camOn')) for (const track of localStream.getVideoTracks()) track.enabled = false
    if (off.includes('sharingScreen')) void switchScreen(false)
    store.getState().set({ own: { ...own, ...Object.fromEntries(off.map((key) => [key, false])) } })
  }

  /**
   * The microphone or camera on or off. One the call began without (no camera, or no permit for it
   * then) is asked for now, and sent from now on.
   */
  async function switchDevice(stream: MediaStream, kind: 'audio' | 'video', on: boolean): Promise<boolean> {
    const tracks = kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks()
    if (tracks.length > 0 || !on) {
      for (const track of tracks) track.enabled = on
      return true
    }
    try {
      const taken = await acquireDevice(kind, mediaPrefs())
      const [track] = taken.getTracks()
      // The call ended while the browser asked: the device goes back at once.
      if (!track || store.getState().localStream !== stream) {
        stopStream(taken)
        return false
      }
      stream.addTrack(track)
      if (kind === 'audio') deps.media()?.setMicrophone(track)
      else deps.media()?.setCamera(track)
      return true
    } catch (error) {
      store.getState().set({ problem: { kind: 'media', error } })
      return false
    }
  }

  async function switchScreen(on: boolean): Promise<boolean> {
    const { screenStream } = store.getState()
    if (!on) {
      stopStream(screenStream)
      store.getState().set({ screenStream: null })
      deps.media()?.setScreen(null)
      return true
    }
    try {
      const display = await (
        deps.displayMedia ?? (() => navigator.mediaDevices.getDisplayMedia({ video: true }))
      )()
      const [track] = display.getVideoTracks()
      if (!track) return false
      // The browser's own "Stop sharing" ends the track: the toggle follows it.
      track.addEventListener('ended', () => {
        if (store.getState().screenStream === display) void toggle('sharingScreen')
      })
      store.getState().set({ screenStream: display })
      deps.media()?.setScreen(track)
      return true
    } catch {
      // The user closed the browser's picker: nothing is shared.
      return false
    }
  }

  return { toggle, followForcedOff }
}
