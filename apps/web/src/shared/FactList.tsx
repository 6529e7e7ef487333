import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A label and its value; `key` names it when the label is not plain text. */
export type Fact = { label: ReactNode; value: ReactNode; key?: string }

/** Read-only facts as a description list; facts without a value are left out. */
export const FactList = ({ facts }: { facts: readonly Fact[] }) => {
  const shown = facts.filter((f) => f.value !== null && f.value !== undefined && f.value !== '')
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 200px) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {shown.map((fact) => (
        <Box key={fact.key ?? String(fact.label)} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" variant="body2" sx={{ pt: { xs: 1, sm: 0.25 } }}>
            {fact.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
