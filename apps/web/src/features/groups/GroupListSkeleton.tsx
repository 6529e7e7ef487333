import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

/** The shape of a groups list while its first page loads. */
export const GroupListSkeleton = () => {
  const { t } = useTranslation()
  return (
    <Box role="status" aria-label={t('app.loading')}>
      <Stack aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <Stack key={i} direction="row" spacing={1.5} alignItems="center" sx={{ px: 3, py: 1.5 }}>
            <Skeleton variant="circular" width={48} height={48} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="45%" />
              <Skeleton width="30%" />
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  )
}
