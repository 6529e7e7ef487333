import { authRoutes } from './auth.routes'
import { callsRoutes } from './calls.routes'
import { catalogRoutes } from './catalog.routes'
import { chatUserRoutes } from './chat-users.routes'
import { commentsRoutes } from './comments.routes'
import { dialogRoutes } from './dialogs.routes'
import { eventsRoutes } from './events.routes'
import { feedRoutes } from './feed.routes'
import { filesRoutes } from './files.routes'
import { followRoutes } from './follow.routes'
import { groupsRoutes } from './groups.routes'
import { healthRoutes } from './health.routes'
import { legalRoutes } from './legal.routes'
import { marketRoutes } from './market.routes'
import { messageRoutes } from './messages.routes'
import { metricsRoutes } from './metrics.routes'
import { notificationsRoutes } from './notifications.routes'
import { oaiRoutes } from './oai.routes'
import { oidcRoutes } from './oidc.routes'
import { postsRoutes } from './posts.routes'
import { prefsRoutes } from './prefs.routes'
import { profileRoutes } from './profile.routes'
import { profileImagesRoutes } from './profile-images.routes'
import { profileListsRoutes } from './profile-lists.routes'
import { profileRecordsRoutes } from './profile-records.routes'
import { publicationsRoutes } from './publications.routes'
import type { RouteTable } from './route'
import { savedSearchRoutes } from './saved-search.routes'
import { searchRoutes } from './search.routes'
import { tusRoutes } from './tus.routes'
import { uploadsRoutes } from './uploads.routes'

/**
 * Every HTTP route of the platform (DESIGN "API map"), by module. The server registers exactly
 * these, the OpenAPI document lists exactly these, and the web calls nothing else.
 */
export const API = {
  follow: followRoutes,
  profile: profileRoutes,
  profileImages: profileImagesRoutes,
  profileLists: profileListsRoutes,
  profileRecords: profileRecordsRoutes,
  prefs: prefsRoutes,
  dialogs: dialogRoutes,
  messages: messageRoutes,
  calls: callsRoutes,
  chatUsers: chatUserRoutes,
  posts: postsRoutes,
  comments: commentsRoutes,
  feed: feedRoutes,
  notifications: notificationsRoutes,
  health: healthRoutes,
  metrics: metricsRoutes,
  catalog: catalogRoutes,
  auth: authRoutes,
  oidc: oidcRoutes,
  legal: legalRoutes,
  files: filesRoutes,
  tus: tusRoutes,
  uploads: uploadsRoutes,
  publications: publicationsRoutes,
  oai: oaiRoutes,
  search: searchRoutes,
  savedSearch: savedSearchRoutes,
  groups: groupsRoutes,
  events: eventsRoutes,
  market: marketRoutes,
} as const satisfies RouteTable
