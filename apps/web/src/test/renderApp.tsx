import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { AppProviders } from '../app/AppProviders'
import { AppRoutes } from '../app/AppRoutes'
import { initI18n } from '../app/i18n'
import type { OfflineCache } from '../app/queryPersistence'
import { useAuthStore } from '../features/auth/auth.store'
import { initialAuthState } from '../features/auth/model'
import { initialRestoreState } from '../features/auth/restore.model'
import { useRestoreStore } from '../features/auth/restore.store'
import { useDeviceStore } from '../features/device/device.store'
import { useLayoutStore } from '../features/layout/layout.store'
import { DEFAULT_LAYOUT_FLAGS } from '../features/layout/model'

/** The current path, rendered so tests can read where the router went. */
const LocationProbe = () => {
  const location = useLocation()
  return <output data-testid="location">{location.pathname}</output>
}

type Options = {
  path?: string
  width?: number
  locale?: 'ru' | 'en'
  /** Where the kept feed goes (defaults to a fresh one in memory): pass one to look into it. */
  offlineCache?: OfflineCache
}

/** A client of its own per test; a failed query shows its error at once instead of retrying. */
// main.tsx sets texts up before the app's first render; the tests' `t` and renders need them as it does.
initI18n()

const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

/** Renders one part of the app with what a page gives it (providers and a router), not the whole app. */
export const renderInApp = (ui: ReactNode) =>
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element: ui }])} />
    </AppProviders>,
  )

/** Resets the client stores, sets the window width, and renders the whole app at a path. */
export const renderApp = async ({ path = '/', width = 1366, locale = 'ru', offlineCache }: Options = {}) => {
  useAuthStore.setState(initialAuthState)
  sessionStorage.clear()
  useRestoreStore.setState(initialRestoreState)
  useLayoutStore.setState(DEFAULT_LAYOUT_FLAGS)
  window.innerWidth = width
  useDeviceStore.setState({ width, mobileMenuOpen: false, online: true })
  await i18next.changeLanguage(locale)
  return render(
    <AppProviders queryClient={testQueryClient()} offlineCache={offlineCache}>
      <RouterProvider
        router={createMemoryRouter(
          [
            {
              path: '*',
              element: (
                <>
                  <AppRoutes />
                  <LocationProbe />
                </>
              ),
            },
          ],
          { initialEntries: [path] },
        )}
      />
    </AppProviders>,
  )
}

export const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options)
