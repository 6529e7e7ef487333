import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'

/** One titled part of the publication page (abstract, details, files …), a level-2 heading. */
export const PageSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}
