import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'

/**
 * One row of a list of people or groups: a picture, the text beside it, and actions that wrap
 * under the text on a phone and sit at the end from the tablet up.
 */
export const ListRow = ({ children }: { children: ReactNode }) => (
  <Stack
    direction="row"
    alignItems="center"
    flexWrap={{ xs: 'wrap', sm: 'nowrap' }}
    useFlexGap
    columnGap={1.5}
    rowGap={1}
    sx={{ px: { xs: 2, sm: 3 }, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
  >
    {children}
  </Stack>
)
