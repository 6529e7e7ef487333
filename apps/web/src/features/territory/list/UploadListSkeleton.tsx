import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

/** The shape of the uploads list while its first page loads. */
export const UploadListSkeleton = () => {
  const { t } = useTranslation()
  return (
    <Box role="status" aria-label={t('territory.loading')} aria-busy>
      {[0, 1, 2].map((row) => (
        <Box key={row} sx={{ px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Skeleton width="45%" height={28} />
            <Skeleton variant="rounded" width={80} height={22} />
          </Stack>
          <Skeleton width="60%" />
        </Box>
      ))}
    </Box>
  )
}
