import { Navigate, Outlet, useLocation } from 'react-router'
import { HOME_FOR_USER, PATHS } from '../../shared/paths'
import { useAuthStore } from './auth.store'

type FromState = { from?: { pathname: string; search?: string } } | null

/** SPEC 2, 6: everything not public sends a visitor to /login, remembering where they were going. */
export const RequireUser = () => {
  const authenticated = useAuthStore((s) => s.authenticated)
  const location = useLocation()
  if (!authenticated) return <Navigate to={PATHS.login} replace state={{ from: location }} />
  return <Outlet />
}

/** Sign-in, sign-up and link pages are for visitors; a signed-in user goes on to the app. */
export const RequireVisitor = () => {
  const authenticated = useAuthStore((s) => s.authenticated)
  const from = (useLocation().state as FromState)?.from
  if (authenticated) {
    const target = from ? `${from.pathname}${from.search ?? ''}` : HOME_FOR_USER
    return <Navigate to={target} replace />
  }
  return <Outlet />
}

/** SPEC 2: an unknown path is /login for a visitor and the feed for a signed-in user. */
export const FallbackRedirect = () => {
  const authenticated = useAuthStore((s) => s.authenticated)
  return <Navigate to={authenticated ? HOME_FOR_USER : PATHS.login} replace />
}
