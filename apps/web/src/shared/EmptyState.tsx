import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

type Props = { icon: ReactNode; title: string; hint: string; action?: ReactNode }

/** The designed "nothing here yet" of a section: an icon, what is missing and how it fills. */
export const EmptyState = ({ icon, title, hint, action }: Props) => (
  <Box
    sx={{
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: 1.5,
      py: { xs: 6, sm: 8 },
      px: 3,
    }}
  >
    <Box
      aria-hidden
      sx={{
        width: 88,
        height: 88,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color: 'primary.main',
        '& svg': { fontSize: 44 },
      }}
    >
      {icon}
    </Box>
    <Typography variant="h3" component="p">
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
      {hint}
    </Typography>
    {action}
  </Box>
)
