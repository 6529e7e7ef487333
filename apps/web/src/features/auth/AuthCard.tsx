import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../shared/useDocumentTitle'

type Props = { title: string; children: ReactNode }

/** The card every visitor page sits on, with the page's one heading. */
export const AuthCard = ({ title, children }: Props) => {
  useDocumentTitle(title)
  return (
    <Paper
      elevation={0}
      sx={{
        width: '100%',
        maxWidth: 460,
        mx: 'auto',
        p: { xs: 2.5, sm: 4 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Stack spacing={3}>
        <Typography variant="h1">{title}</Typography>
        {children}
      </Stack>
    </Paper>
  )
}
