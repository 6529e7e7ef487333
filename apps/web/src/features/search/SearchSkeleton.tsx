import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useTranslation } from 'react-i18next'

/** The shape of a few results while the first page loads. */
export const SearchSkeleton = () => {
  const { t } = useTranslation()
  return (
    <Box role="status" aria-label={t('app.loading')} aria-busy>
      {[0, 1, 2].map((i) => (
        <Box key={i} sx={{ px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Skeleton width="70%" height={28} />
          <Skeleton width="40%" />
          <Skeleton />
          <Skeleton width="85%" />
        </Box>
      ))}
    </Box>
  )
}
