import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { create } from 'zustand'
import { useSocket, useSocketEvent, useWhenConnected } from '../../api/SocketProvider'
import { useAuthStore } from '../auth/auth.store'
import { type CallEngine, createCallEngine } from './callEngine'
import { cacheDialogCall } from './calls.queries'

/** The engine of the signed-in user's connection, for the buttons and screens that act on the call. */
export const useCallEngine = create<{ engine: CallEngine | null }>()(() => ({ engine: null }))

/**
 * Runs this tab's call engine while someone is signed in: the server's `call` and `callSignal`
 * events go to it, a reconnected socket resumes the media session, and signing out hangs up.
 */
export const useCallLive = () => {
  const socket = useSocket()
  const client = useQueryClient()
  useEffect(() => {
    if (!socket) return
    const engine = createCallEngine({ socket, me: () => useAuthStore.getState().userId })
    useCallEngine.setState({ engine })
    return () => {
      engine.hangUp()
      useCallEngine.setState({ engine: null })
    }
  }, [socket])

  useSocketEvent('call', (event) => {
    cacheDialogCall(client, event.call)
    useCallEngine.getState().engine?.onCallEvent(event)
  })
  useSocketEvent('callSignal', (event) => useCallEngine.getState().engine?.onSignal(event))

  const connections = useRef(0)
  useWhenConnected('calls', () => {
    connections.current += 1
    if (connections.current > 1) void useCallEngine.getState().engine?.resume()
  })
}
