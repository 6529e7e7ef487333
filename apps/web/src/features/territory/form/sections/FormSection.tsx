import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'

/** One column on a phone, two from the small breakpoint on. */
export const TWO_COLUMNS = { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } as const

type Props = { title: string; hint?: string; children: ReactNode }

/** One part of the publication form: a card with its heading, the fields in one or two columns. */
export const FormSection = ({ title, hint, children }: Props) => {
  const headingId = useId()
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem', mb: hint ? 0.5 : 2 }}>
        {title}
      </Typography>
      {hint && (
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: TWO_COLUMNS,
        }}
      >
        {children}
      </Box>
    </Paper>
  )
}

/** A field that takes the whole width of its section. */
export const Wide = ({ children }: { children: ReactNode }) => (
  <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>
)
