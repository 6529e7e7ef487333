import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { create } from 'zustand'
import { useSocket, useSocketEvent, useWhenConnected } from '../../api/SocketProvider'
import { useAuthStore } from '../auth/auth.store'
import type { CallEngine } from './callEngine'
import { createEngineLoader, type EngineLoader, type EngineNeed } from './callEngineLoader'
import { cacheDialogCall } from './calls.queries'
import { useCallStore } from './calls.store'
import { lobbyArrivals } from './permits'

/**
 * The call engine of the signed-in user's connection, for the buttons and screens that act on the
 * call: `engine` once its code has loaded (the first call event, or the user's first start or join),
 * `loader` to ask for it (callEngineLoader.ts). Both null without a connection.
 */
export const useCallEngine = create<{ engine: CallEngine | null; loader: EngineLoader | null }>()(() => ({
  engine: null,
  loader: null,
}))

const deliver = (need: EngineNeed) => useCallEngine.getState().loader?.deliver(need)

/**
 * Runs this tab's call engine while someone is signed in: the server's `call` and `callSignal`
 * events go to it (the first one loads it), the permits (2007) and statuses (2008) to the call's
 * store, a reconnected socket resumes the media session, and signing out hangs up.
 */
export const useCallLive = () => {
  const socket = useSocket()
  const client = useQueryClient()
  useEffect(() => {
    if (!socket) return
    const loader = createEngineLoader({ socket, me: () => useAuthStore.getState().userId }, (engine) =>
      useCallEngine.setState({ engine }),
    )
    useCallEngine.setState({ loader })
    return () => {
      loader.dispose()
      useCallEngine.setState({ engine: null, loader: null })
    }
  }, [socket])

  useSocketEvent('call', (event) => {
    cacheDialogCall(client, event.call)
    deliver((engine) => engine.onCallEvent(event))
  })
  useSocketEvent('callSignal', (event) => deliver((engine) => engine.onSignal(event)))
  // Issue 17: the media server's new offer for this tab's subscriber connection.
  useSocketEvent('callMedia', (event) => deliver((engine) => engine.onMediaEvent(event)))
  // The server lost the media server: the session's connections start over.
  useSocketEvent('callMediaRestart', (event) => deliver((engine) => engine.onMediaRestart(event)))
  useSocketEvent('callPermits', (event) => deliver((engine) => engine.onPermits(event)))
  // Issue 17 (2007): the user's own permits, or anyone's for a manager; the controls follow them.
  useSocketEvent('callPermits', (event) => {
    const store = useCallStore.getState()
    if (store.view.dialogId === event.dialogId)
      store.set({ permits: { ...store.permits, [event.user]: event.permits } })
  })
  // Issue 17 (2008): the `call` event that follows carries the statuses; a manager is told who knocks.
  useSocketEvent('callStatus', (event) => {
    const store = useCallStore.getState()
    const me = useAuthStore.getState().userId
    if (store.view.dialogId !== event.dialogId || me === null) return
    const arrived = lobbyArrivals(event, store.permits[me] ?? null)
    if (arrived.length > 0) store.set({ knocking: arrived })
  })

  const connections = useRef(0)
  useWhenConnected('calls', () => {
    connections.current += 1
    // Without an engine this tab has no media session to resume, and nothing to load for it.
    if (connections.current > 1) void useCallEngine.getState().engine?.resume()
  })
}
