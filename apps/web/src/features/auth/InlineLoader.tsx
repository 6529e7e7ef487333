import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'

/** A loader inside a card, announced to screen readers. */
export const InlineLoader = ({ label }: { label: string }) => (
  <Stack role="status" aria-live="polite" direction="row" spacing={2} alignItems="center" sx={{ py: 2 }}>
    <CircularProgress size={28} aria-hidden />
    <Typography>{label}</Typography>
  </Stack>
)
