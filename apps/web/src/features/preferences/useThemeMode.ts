import { useColorScheme } from '@mui/material/styles'
import { recordPreference } from './choose'

export type ThemeMode = 'light' | 'dark'

/**
 * The scheme on screen and a way for the person to pick one. Until they pick, MUI follows the
 * system preference ('system'); a pick is stored by MUI in localStorage and kept on the account.
 */
export const useThemeMode = () => {
  const { mode, systemMode, setMode } = useColorScheme()
  const current: ThemeMode = (mode === 'system' ? systemMode : mode) === 'dark' ? 'dark' : 'light'
  const choose = (next: ThemeMode) => {
    recordPreference({ theme: { kind: next } })
    setMode(next)
  }
  return {
    mode: current,
    setMode: choose,
    toggle: () => choose(current === 'dark' ? 'light' : 'dark'),
  }
}
