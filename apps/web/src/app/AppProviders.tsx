import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { SocketProvider } from '../api/SocketProvider'
import { MODE_STORAGE_KEY } from '../boot/bootKeys'
import { useAuthStore } from '../features/auth/auth.store'
import { useDeviceListeners } from '../features/device/useDeviceListeners'
import { ToastPlacement } from '../shared/toasts/ToastPlacement'
import { Toasts } from '../shared/toasts/Toasts'
import { initI18n } from './i18n'
import { OfflineCacheProvider } from './OfflineCacheProvider'
import { defaultOfflineCache, type OfflineCache } from './queryPersistence'
import { themeFor } from './theme'

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // An access error will not heal by retrying; other failures get one more try.
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  })

type Props = { children: ReactNode; queryClient?: QueryClient; offlineCache?: OfflineCache }

/**
 * The theme in the reader's language, switched with it. Its CSS variables are in index.html already
 * (build/themeSheet.ts): MUI does not write them again at run time.
 */
const LocalizedTheme = ({ children }: { children: ReactNode }) => {
  const { i18n: current } = useTranslation()
  return (
    <ThemeProvider
      theme={themeFor(current.language)}
      defaultMode="system"
      modeStorageKey={MODE_STORAGE_KEY}
      noSsr
      disableStyleSheetGeneration
    >
      {children}
    </ThemeProvider>
  )
}

/** Everything a page relies on: server state (kept offline), theme (both schemes), texts, toasts, device listeners. */
export const AppProviders = ({ children, queryClient, offlineCache }: Props) => {
  // Set up by main.tsx before the first render, in a task of its own; here for the tests' renders.
  const [i18n] = useState(initI18n)
  const [client] = useState(() => queryClient ?? createQueryClient())
  const [cache] = useState(() => offlineCache ?? defaultOfflineCache())
  // SPEC 3 Real-time: the socket is open while someone is signed in, and closes at sign-out.
  const userId = useAuthStore((s) => s.userId)
  useDeviceListeners()
  return (
    <QueryClientProvider client={client}>
      {/* SPEC 1: the feed, kept in IndexedDB for offline reading. */}
      <OfflineCacheProvider client={client} cache={cache}>
        <I18nextProvider i18n={i18n}>
          <LocalizedTheme>
            <CssBaseline enableColorScheme />
            {/* SPEC 2, 9: the toasts, lifted clear of what is in use; notistack loads with the first. */}
            <ToastPlacement />
            <Toasts />
            <SocketProvider userId={userId}>{children}</SocketProvider>
          </LocalizedTheme>
        </I18nextProvider>
      </OfflineCacheProvider>
    </QueryClientProvider>
  )
}
