import { type ReactNode, useEffect } from 'react'
import { useLocation } from 'react-router'
import { LoadingScreen } from '../../shared/LoadingScreen'
import { PATHS } from '../../shared/paths'
import { useAuthStore } from './auth.store'
import { checkSession, settleOwedLogout, skipSessionCheck } from './session'

/** SPEC 2, 4: the loading screen shows until the first session check has answered. */
export const SessionGate = ({ children }: { children: ReactNode }) => {
  const firstLoading = useAuthStore((s) => s.firstLoading)
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs once, for the path the app opened on
  useEffect(() => {
    // Remounts (React's strict mode, hot reload) must not check twice.
    const { firstLoading, loading } = useAuthStore.getState()
    if (!firstLoading || loading) return
    if (pathname === PATHS.verifyEmail) skipSessionCheck()
    else void checkSession()
  }, [])
  // A sign-out made offline reaches the server as soon as the connection is back.
  useEffect(() => {
    const settle = () => void settleOwedLogout()
    window.addEventListener('online', settle)
    return () => window.removeEventListener('online', settle)
  }, [])
  return firstLoading ? <LoadingScreen /> : children
}
