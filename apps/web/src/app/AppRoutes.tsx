import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { FallbackRedirect, RequireUser, RequireVisitor } from '../features/auth/guards'
import { LoginPage } from '../features/auth/LoginPage'
import { RegistrationPage } from '../features/auth/RegistrationPage'
import { ResetCredentialsPage } from '../features/auth/ResetCredentialsPage'
import { RestorePasswordPage } from '../features/auth/RestorePasswordPage'
import { SessionGate } from '../features/auth/SessionGate'
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage'
import { LoadingScreen } from '../shared/LoadingScreen'
import { PATHS } from '../shared/paths'
import { VisitorLayout } from './layout/VisitorLayout'

// The signed-in app loads on demand: a visitor's first screen needs only the sign-in code.
const ChatsPage = lazy(() => import('../features/chats/ChatsPage').then((m) => ({ default: m.ChatsPage })))
const EventsPage = lazy(() =>
  import('../features/events/EventsPage').then((m) => ({ default: m.EventsPage })),
)
const FeedPage = lazy(() => import('../features/feed/FeedPage').then((m) => ({ default: m.FeedPage })))
const FollowersPage = lazy(() =>
  import('../features/followers/FollowersPage').then((m) => ({ default: m.FollowersPage })),
)
const GroupsPage = lazy(() =>
  import('../features/groups/GroupsPage').then((m) => ({ default: m.GroupsPage })),
)
const HelpPage = lazy(() => import('../features/help/HelpPage').then((m) => ({ default: m.HelpPage })))
const MarketplacePage = lazy(() =>
  import('../features/marketplace/MarketplacePage').then((m) => ({ default: m.MarketplacePage })),
)
const PostPage = lazy(() => import('../features/posts/PostPage').then((m) => ({ default: m.PostPage })))
const ProfilePage = lazy(() =>
  import('../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
)
const UserProfilePage = lazy(() =>
  import('../features/profile/UserProfilePage').then((m) => ({ default: m.UserProfilePage })),
)
const SearchPage = lazy(() =>
  import('../features/search/SearchPage').then((m) => ({ default: m.SearchPage })),
)
const SettingsPage = lazy(() =>
  import('../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })),
)
const TerritoryPage = lazy(() =>
  import('../features/territory/TerritoryPage').then((m) => ({ default: m.TerritoryPage })),
)
const AppLayout = lazy(() => import('./layout/AppLayout').then((m) => ({ default: m.AppLayout })))

/** SPEC 2: every route. Visitors get the first group only; anything else falls back by role. */
export const AppRoutes = () => (
  <SessionGate>
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route element={<RequireVisitor />}>
          <Route element={<VisitorLayout />}>
            <Route path={PATHS.login} element={<LoginPage />} />
            <Route path={PATHS.registration} element={<RegistrationPage />} />
            <Route path={PATHS.restorePassword} element={<RestorePasswordPage />} />
            <Route path={PATHS.resetCredentials} element={<ResetCredentialsPage />} />
            <Route path={PATHS.verifyEmail} element={<VerifyEmailPage />} />
          </Route>
        </Route>
        <Route element={<RequireUser />}>
          <Route element={<AppLayout />}>
            <Route path={PATHS.profile} element={<ProfilePage />} />
            <Route path={PATHS.userProfile} element={<UserProfilePage />} />
            <Route path={PATHS.feed} element={<FeedPage />} />
            <Route path={PATHS.chats} element={<ChatsPage />} />
            <Route path={PATHS.chat} element={<ChatsPage />} />
            <Route path={PATHS.search} element={<SearchPage />} />
            <Route path={PATHS.followers} element={<FollowersPage />} />
            <Route path={PATHS.groups} element={<GroupsPage />} />
            <Route path={PATHS.events} element={<EventsPage />} />
            <Route path={PATHS.territory} element={<TerritoryPage />} />
            <Route path={PATHS.marketplace} element={<MarketplacePage />} />
            <Route path={PATHS.help} element={<HelpPage />} />
            <Route path={PATHS.settings} element={<SettingsPage />} />
            <Route path={PATHS.post} element={<PostPage />} />
          </Route>
        </Route>
        <Route path="*" element={<FallbackRedirect />} />
      </Routes>
    </Suspense>
  </SessionGate>
)
