import '@fontsource/golos-text/400.css'
import '@fontsource/golos-text/500.css'
import '@fontsource/golos-text/600.css'
import '@fontsource/golos-text/700.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { AppProviders, createQueryClient } from './app/AppProviders'
import { AppRoutes } from './app/AppRoutes'
import { startFirstLoad } from './app/firstLoad'
import { registerServiceWorker } from './app/serviceWorker'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

// Made here, not in the providers, so the first load can fill it before anything renders.
const queryClient = createQueryClient()
startFirstLoad(queryClient, window.location.pathname)

// A data router, so that a page can ask before it is left (useBlocker); the routes stay in AppRoutes.
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }])

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)

registerServiceWorker()
