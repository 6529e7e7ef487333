import '@fontsource/golos-text/400.css'
import '@fontsource/golos-text/500.css'
import '@fontsource/golos-text/600.css'
import '@fontsource/golos-text/700.css'
import i18next from 'i18next'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { AppProviders, createQueryClient } from './app/AppProviders'
import { AppRoutes } from './app/AppRoutes'
import './app/preactAutoFocus'
import { startFirstLoad } from './app/firstLoad'
import { i18nReady, initI18n } from './app/i18n'
import { registerServiceWorker } from './app/serviceWorker'
import { SplashGone } from './app/splash'
import { reloadOnStaleChunks } from './app/staleChunks'
import { themeFor } from './app/theme'
import { nextTask } from './shared/nextTask'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

// After a new deploy an open page asks for chunks the server no longer has; a reload gets the new build.
reloadOnStaleChunks()

// Made here, not in the providers, so the first load can fill it before anything renders.
const queryClient = createQueryClient()

/**
 * The start, a piece per task: the first load's requests, the texts, the theme (both schemes' CSS
 * variables), the router, the first render. On a phone each holds the main thread for tens of
 * milliseconds; run with the modules' evaluation, or together, a tap would wait for their sum
 * (issue 20's total blocking time).
 */
const start = async () => {
  // What goes out on the network first: the session check, the page's code and, once the reader is
  // known, its data.
  startFirstLoad(queryClient, window.location.pathname)
  await nextTask()
  // The texts of the reader's language come in their own chunk, meanwhile the first requests run;
  // a failed load still renders, in the texts that are there.
  initI18n()
  await i18nReady().catch(() => {})
  await nextTask()
  themeFor(i18next.language)
  await nextTask()
  // A data router, so that a page can ask before it is left (useBlocker); the routes stay in AppRoutes.
  const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }])
  await nextTask()
  createRoot(root).render(
    <StrictMode>
      <SplashGone />
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
}
void start()

registerServiceWorker()
