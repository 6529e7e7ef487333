import type { QueryClient } from '@tanstack/react-query'
import { useAuthStore } from '../features/auth/auth.store'
import { hasRememberedSession } from '../features/auth/rememberedSession'
import { checkSession } from '../features/auth/session'
import { feedQueryOptions } from '../features/feed/feed.queries'
import { HOME_FOR_USER, PATHS } from '../shared/paths'
import { AppLayout, publicRouteAt, signedInRouteAt } from './pages'

/**
 * The data a page shows first, asked for as soon as the reader is known. Its query options are in
 * the main script (a few KB), so the request never waits for a chunk.
 */
const FIRST_DATA: Partial<Record<string, (client: QueryClient, userId: number) => Promise<void>>> = {
  [PATHS.feed]: (client, userId) => client.prefetchInfiniteQuery(feedQueryOptions(userId)),
}

/** What the first load prepares while the session check runs, and for whom once it answers. */
export type FirstLoadPlan = {
  /** The signed-in route a signed-in reader ends up on (SPEC 2: from a visitor's or an unknown path, the feed). */
  target: string
  /** Whether its code is worth asking for before the session answers. */
  early: boolean
}

/**
 * The plan for a load of `pathname`, or none on the verify-email link (its key, not the session,
 * decides). The code of a signed-in route in the address is asked for at once, a visitor landing
 * there is rare, and so is a public page's (anyone reads it); elsewhere only when this browser's
 * last session suggests a signed-in reader.
 */
export const firstLoadPlan = (pathname: string, sessionRemembered: boolean): FirstLoadPlan | null => {
  if (pathname === PATHS.verifyEmail) return null
  const route = signedInRouteAt(pathname) ?? publicRouteAt(pathname)
  return route ? { target: pathname, early: true } : { target: HOME_FOR_USER, early: sessionRemembered }
}

/** Asks for the code of a signed-in route's frame and page, and when the reader is known, its data. */
const prepare = (path: string, client: QueryClient, userId: number | null) => {
  const signedInRoute = signedInRouteAt(path)
  const route = signedInRoute ?? publicRouteAt(path)
  if (!route) return
  if (userId !== null) void FIRST_DATA[route.path]?.(client, userId)
  // A public page is in the signed-in frame only for a reader; a visitor's frame is in the main script.
  if (signedInRoute || userId !== null) void AppLayout.preload()
  void route.Page.preload()
}

/**
 * The first load of a signed-in page needs the session, the code of the frame and of the page, and
 * the page's data. Asked for one after another (the session, then each chunk as its parent
 * rendered, then the data as the page mounted) /feed waited for five round trips before its first
 * post. Here each starts as soon as what it depends on is known: the session check and the chunks
 * at once, before React renders; the data the moment the session names the reader (before the own
 * user info, which nothing on the way to the first post waits for). Called once, before the first
 * render; SessionGate then finds the check running and does not start another.
 */
export const startFirstLoad = (client: QueryClient, pathname: string): void => {
  const plan = firstLoadPlan(pathname, hasRememberedSession())
  if (!plan) return
  const stop = useAuthStore.subscribe((state) => {
    if (state.firstLoading) return
    stop()
    if (state.userId !== null) prepare(plan.target, client, state.userId)
  })
  void checkSession()
  if (plan.early) prepare(plan.target, client, null)
}
