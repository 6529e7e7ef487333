import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

/** The page while the publication loads: its shape (cover, title, authors, text), so nothing jumps. */
export const PublicationSkeleton = () => {
  const { t } = useTranslation()
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-label={t('publication.loading')}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={3} aria-hidden>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Skeleton variant="rounded" sx={{ width: { xs: 120, sm: 160 }, height: { xs: 160, sm: 220 } }} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="30%" />
            <Skeleton variant="text" sx={{ fontSize: 32 }} width="90%" />
            <Skeleton variant="text" sx={{ fontSize: 32 }} width="60%" />
            <Skeleton width="50%" />
            <Skeleton width="35%" />
          </Box>
        </Stack>
        <Box>
          <Skeleton width="100%" />
          <Skeleton width="97%" />
          <Skeleton width="92%" />
          <Skeleton width="60%" />
        </Box>
      </Stack>
    </Paper>
  )
}
