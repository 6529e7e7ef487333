import { type ComponentType, createElement, lazy } from 'react'
import { matchPath } from 'react-router'
import type { TextPart } from '../locales/textParts'
import { PATHS } from '../shared/paths'
import { memberTexts } from './i18n'

/** A component loaded on demand whose code can also be asked for before it first renders. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> }

/**
 * Like React.lazy, but a page whose chunk is already in renders at once: React.lazy suspends for a
 * turn even then, and React reveals content that suspended no sooner than its fallback throttle
 * allows, which the first load (chunks asked for before the session answers) would pay for.
 */
export const lazyPage = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage => {
  let loaded: M | undefined
  let loading: Promise<M> | undefined
  const suspending = () => lazy(() => Page.preload().then((module) => ({ default: pick(module as M) })))
  let Lazy = suspending()
  const preload = () => {
    if (!loading) {
      loading = load().then(
        (module) => {
          // No module: Vite's loader met a missing chunk and staleChunks.ts reloads the page. It
          // waits for the reload; picking from nothing showed the error page (and logged it) first.
          if (module === undefined) return new Promise<M>(() => {})
          loaded = module
          return module
        },
        (error: unknown) => {
          // React.lazy keeps a failure for good; the next render asks for the chunk again.
          loading = undefined
          Lazy = suspending()
          throw error
        },
      )
    }
    return loading
  }
  // The lazy one never commits: by the time it could, `loaded` is set and the page itself renders.
  const Page: LazyPage = Object.assign(() => createElement(loaded ? pick(loaded) : Lazy), { preload })
  return Page
}

/**
 * A page beyond the visitor's screens: its code and the texts it says (i18n.ts memberTexts), all of
 * them unless `parts` says: the frame and the feed, a signed-in reader's usual first screen, say only
 * what the frame's part holds (build/textsInUse.ts finds it in their code).
 */
const memberPage = <M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  parts?: readonly TextPart[],
): LazyPage => lazyPage(() => Promise.all([load(), memberTexts(parts)]).then(([module]) => module), pick)

// The signed-in app loads on demand: a visitor's first screen needs only the sign-in code.

/** The frame of every signed-in page. */
export const AppLayout = memberPage(
  () => import('./layout/AppLayout'),
  (m) => m.AppLayout,
  ['frame'],
)

const ChatsPage = memberPage(
  () => import('../features/chats/ChatsPage'),
  (m) => m.ChatsPage,
)

/** SPEC 2: the signed-in routes and their pages, in the layout's frame. */
export const SIGNED_IN_PAGES: readonly { path: string; Page: LazyPage }[] = [
  {
    path: PATHS.profile,
    Page: memberPage(
      () => import('../features/profile/ProfilePage'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: PATHS.userProfile,
    Page: memberPage(
      () => import('./UserProfileRoute'),
      (m) => m.UserProfileRoute,
    ),
  },
  {
    path: PATHS.feed,
    Page: memberPage(
      () => import('../features/feed/FeedPage'),
      (m) => m.FeedPage,
      ['frame'],
    ),
  },
  { path: PATHS.chats, Page: ChatsPage },
  { path: PATHS.chat, Page: ChatsPage },
  {
    path: PATHS.search,
    Page: memberPage(
      () => import('../features/search/SearchPage'),
      (m) => m.SearchPage,
    ),
  },
  {
    path: PATHS.followers,
    Page: memberPage(
      () => import('../features/followers/FollowersPage'),
      (m) => m.FollowersPage,
    ),
  },
  {
    path: PATHS.groups,
    Page: memberPage(
      () => import('../features/groups/GroupsPage'),
      (m) => m.GroupsPage,
    ),
  },
  {
    path: PATHS.group,
    Page: memberPage(
      () => import('../features/groups/GroupPage'),
      (m) => m.GroupPage,
    ),
  },
  {
    path: PATHS.events,
    Page: memberPage(
      () => import('../features/events/EventsPage'),
      (m) => m.EventsPage,
    ),
  },
  {
    path: PATHS.event,
    Page: memberPage(
      () => import('../features/events/EventPage'),
      (m) => m.EventPage,
    ),
  },
  {
    path: PATHS.territory,
    Page: memberPage(
      () => import('../features/territory/TerritoryPage'),
      (m) => m.TerritoryPage,
    ),
  },
  {
    path: PATHS.territoryItem,
    Page: memberPage(
      () => import('../features/territory/editor/ItemEditorPage'),
      (m) => m.ItemEditorPage,
    ),
  },
  {
    path: PATHS.marketplace,
    Page: memberPage(
      () => import('../features/marketplace/MarketplacePage'),
      (m) => m.MarketplacePage,
    ),
  },
  {
    path: PATHS.marketplaceReports,
    Page: memberPage(
      () => import('../features/marketplace/ListingReportsPage'),
      (m) => m.ListingReportsPage,
    ),
  },
  {
    path: PATHS.listing,
    Page: memberPage(
      () => import('../features/marketplace/ListingPage'),
      (m) => m.ListingPage,
    ),
  },
  {
    path: PATHS.help,
    Page: memberPage(
      () => import('../features/help/HelpPage'),
      (m) => m.HelpPage,
    ),
  },
  {
    path: PATHS.settings,
    Page: memberPage(
      () => import('../features/settings/SettingsPage'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: PATHS.post,
    Page: memberPage(
      () => import('../features/posts/PostPage'),
      (m) => m.PostPage,
    ),
  },
]

/**
 * The visitors' pages besides the sign-in form, which stays in the entry: it is a visitor's first
 * screen, and everyone else's first screen needs none of these.
 */
export const VISITOR_PAGES: readonly { path: string; Page: LazyPage }[] = [
  {
    path: PATHS.registration,
    Page: lazyPage(
      () => import('../features/auth/RegistrationPage'),
      (m) => m.RegistrationPage,
    ),
  },
  {
    path: PATHS.restorePassword,
    Page: lazyPage(
      () => import('../features/auth/RestorePasswordPage'),
      (m) => m.RestorePasswordPage,
    ),
  },
  {
    path: PATHS.resetCredentials,
    Page: lazyPage(
      () => import('../features/auth/ResetCredentialsPage'),
      (m) => m.ResetCredentialsPage,
    ),
  },
  {
    path: PATHS.verifyEmail,
    Page: lazyPage(
      () => import('../features/auth/VerifyEmailPage'),
      (m) => m.VerifyEmailPage,
    ),
  },
]

/** Pages anyone may open (issue 14: a publication), in the signed-in frame or a visitor's. */
export const PUBLIC_PAGES: readonly { path: string; Page: LazyPage }[] = [
  {
    path: PATHS.publication,
    Page: memberPage(
      () => import('../features/publications/PublicationPage'),
      (m) => m.PublicationPage,
    ),
  },
]

/** The signed-in route a path opens, if it is one (matched as the router matches it). */
export const signedInRouteAt = (pathname: string) =>
  SIGNED_IN_PAGES.find(({ path }) => matchPath(path, pathname) !== null)

/** The public route a path opens, if it is one. */
export const publicRouteAt = (pathname: string) =>
  PUBLIC_PAGES.find(({ path }) => matchPath(path, pathname) !== null)
