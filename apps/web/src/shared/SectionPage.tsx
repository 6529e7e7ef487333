import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useDocumentTitle } from './useDocumentTitle'

type Props = { title: string; actions?: ReactNode; children: ReactNode }

/** A section of the signed-in app: its heading (and the tab title), then its content on a card. */
export const SectionPage = ({ title, actions, children }: Props) => {
  useDocumentTitle(title)
  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2}>
        <Typography variant="h1">{title}</Typography>
        {actions}
      </Stack>
      <Paper variant="outlined" sx={{ borderRadius: 3 }}>
        {children}
      </Paper>
    </Stack>
  )
}
