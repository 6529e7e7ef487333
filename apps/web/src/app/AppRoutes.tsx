import { Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { FallbackRedirect, RequireUser, RequireVisitor } from '../features/auth/guards'
import { LoginPage } from '../features/auth/LoginPage'
import { SessionGate } from '../features/auth/SessionGate'
import { LoadingScreen } from '../shared/LoadingScreen'
import { PATHS } from '../shared/paths'
import { ReaderFrame } from './layout/ReaderFrame'
import { VisitorLayout } from './layout/VisitorLayout'
import { AppLayout, PUBLIC_PAGES, SIGNED_IN_PAGES, VISITOR_PAGES } from './pages'

/**
 * SPEC 2: every route. Visitors get the first group and the public pages; anything else falls back
 * by role.
 */
export const AppRoutes = () => (
  <SessionGate>
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route element={<RequireVisitor />}>
          <Route element={<VisitorLayout />}>
            <Route path={PATHS.login} element={<LoginPage />} />
            {VISITOR_PAGES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
        </Route>
        <Route element={<RequireUser />}>
          <Route element={<AppLayout />}>
            {SIGNED_IN_PAGES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
        </Route>
        <Route element={<ReaderFrame SignedInFrame={AppLayout} />}>
          {PUBLIC_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route path="*" element={<FallbackRedirect />} />
      </Routes>
    </Suspense>
  </SessionGate>
)
