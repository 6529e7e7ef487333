import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

/** The shape of a few listings while the first page loads. */
export const ListingsSkeleton = () => {
  const { t } = useTranslation()
  return (
    <Box role="status" aria-label={t('app.loading')} aria-busy>
      {[0, 1, 2].map((i) => (
        <Stack
          key={i}
          direction="row"
          spacing={2}
          sx={{ px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Skeleton variant="rounded" width={96} height={96} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" height={32} />
            <Skeleton width="40%" />
            <Skeleton width="25%" />
            <Skeleton width="50%" />
          </Box>
        </Stack>
      ))}
    </Box>
  )
}
