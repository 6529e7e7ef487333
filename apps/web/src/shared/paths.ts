import { FALLBACK_ROUTE } from '@nauka/contracts'

/** SPEC 2: every web route. Links and the router both read these, so a path is written once. */
export const PATHS = {
  home: '/',
  login: FALLBACK_ROUTE,
  registration: '/registration',
  restorePassword: '/restore-password',
  resetCredentials: '/login-actions/reset-credentials',
  verifyEmail: '/login-actions/verify-email',
  profile: '/profile',
  /** Someone's profile; the own id redirects to /profile. */
  userProfile: '/profile/:userId',
  feed: '/feed',
  chats: '/chats',
  /** The chat page with one dialog open. */
  chat: '/chats/:dialogId',
  search: '/nausearch',
  followers: '/followers',
  groups: '/groups',
  /** A group's page (issue 18); `groupPath` in the contracts builds it. */
  group: '/groups/:groupId',
  events: '/events',
  /** One event's page (issue 18). */
  event: '/events/:eventId',
  territory: '/my_territory',
  /** The editor of one upload item: its files and its publication form. */
  territoryItem: '/my_territory/item/:itemId',
  marketplace: '/marketplace',
  /** The platform moderators' reports on listings (issue 18). */
  marketplaceReports: '/marketplace/reports',
  /** One listing's page (issue 18); `listingPath` in the contracts writes it. */
  listing: '/marketplace/:id',
  help: '/help',
  settings: '/settings',
  post: '/userPost/:postId',
  /** A published item's public page (issue 14): visitors open it too. */
  publication: '/publication/:id',
} as const

/** Where a signed-in user lands from a visitor page or an unknown path. */
export const HOME_FOR_USER = PATHS.feed

export const postPath = (postId: string | number): string => `/userPost/${encodeURIComponent(String(postId))}`

/** The query that asks the post page to scroll to its comments (SPEC 2: opened from a notification). */
export const COMMENTS_HINT = 'comments'

/** The post page, scrolled to its comments once they load. */
export const postCommentsPath = (postId: number): string => `${postPath(postId)}?${COMMENTS_HINT}=1`

/** The editor of an upload item in "My territory". */
export const territoryItemPath = (itemId: string): string =>
  `/my_territory/item/${encodeURIComponent(itemId)}`

/** The chat page with a dialog open (and selected). */
export const chatPath = (dialogId: number): string => `/chats/${dialogId}`

/** A user's profile page. */
export const profilePath = (userId: string | number): string =>
  `/profile/${encodeURIComponent(String(userId))}`

/** Followers and followings: one's own, or someone else's with `?user=`. */
export const followersPath = (
  options: { userId?: number | null; tab?: 'followers' | 'followings' } = {},
): string => {
  const query = new URLSearchParams()
  if (options.tab && options.tab !== 'followers') query.set('tab', options.tab)
  if (options.userId) query.set('user', String(options.userId))
  const text = query.toString()
  return text ? `/followers?${text}` : '/followers'
}

/** The profile settings: photo and banner. */
export const PROFILE_SETTINGS_PATH = '/settings?section=profile'
