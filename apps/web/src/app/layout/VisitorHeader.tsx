import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import { LanguageSwitch } from '../../features/preferences/LanguageSwitch'
import { ThemeToggle } from '../../features/preferences/ThemeToggle'
import { Brand } from '../../shared/Brand'

/** A visitor's header: the brand, then language and theme (reachable before signing in) and `actions`. */
export const VisitorHeader = ({ actions }: { actions?: ReactNode }) => (
  <Box
    component="header"
    sx={{
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 1,
      px: { xs: 2, sm: 4 },
      py: 2,
    }}
  >
    <Brand />
    <Stack direction="row" spacing={1} alignItems="center">
      <LanguageSwitch />
      <ThemeToggle />
      {actions}
    </Stack>
  </Box>
)
