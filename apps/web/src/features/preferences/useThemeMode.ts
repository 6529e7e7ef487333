import { useColorScheme } from '@mui/material/styles'

export type ThemeMode = 'light' | 'dark'

/**
 * The scheme on screen and a way to pick one. Until the person picks, MUI follows the system
 * preference ('system'); a pick is stored by MUI in localStorage.
 */
export const useThemeMode = () => {
  const { mode, systemMode, setMode } = useColorScheme()
  const current: ThemeMode = (mode === 'system' ? systemMode : mode) === 'dark' ? 'dark' : 'light'
  return {
    mode: current,
    setMode: (next: ThemeMode) => setMode(next),
    toggle: () => setMode(current === 'dark' ? 'light' : 'dark'),
  }
}
