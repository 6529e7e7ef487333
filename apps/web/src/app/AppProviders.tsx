import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { LIMITS } from '@nauka/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { SnackbarProvider } from 'notistack'
import { type ReactNode, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { useDeviceListeners } from '../features/device/useDeviceListeners'
import { initI18n } from './i18n'
import { theme } from './theme'

const i18n = initI18n()

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // An access error will not heal by retrying; other failures get one more try.
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  })

type Props = { children: ReactNode; queryClient?: QueryClient }

/** Everything a page relies on: server state, theme (both schemes), texts, toasts, device listeners. */
export const AppProviders = ({ children, queryClient }: Props) => {
  const [client] = useState(() => queryClient ?? createQueryClient())
  useDeviceListeners()
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme} defaultMode="system" noSsr>
          <CssBaseline enableColorScheme />
          {/* SPEC 2, 9: toasts at the bottom right, at most four at once. */}
          <SnackbarProvider
            maxSnack={LIMITS.maxToasts}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          >
            {children}
          </SnackbarProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
}
