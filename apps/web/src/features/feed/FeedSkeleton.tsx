import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

/** The shape of a few posts while the first page loads. */
export const FeedSkeleton = () => {
  const { t } = useTranslation()
  return (
    <Box role="status" aria-label={t('app.loading')} aria-busy>
      {[0, 1, 2].map((i) => (
        <Box key={i} sx={{ px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Stack direction="row" spacing={1.5} alignItems="center">
            <Skeleton variant="circular" width={40} height={40} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="30%" />
              <Skeleton width="20%" />
            </Box>
          </Stack>
          <Skeleton width="60%" height={32} sx={{ mt: 1 }} />
          <Skeleton />
          <Skeleton width="85%" />
        </Box>
      ))}
    </Box>
  )
}
