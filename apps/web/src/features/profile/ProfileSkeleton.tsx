import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

/** The shape of a profile while it loads: banner, avatar, name, and a few sections. */
export const ProfileSkeleton = () => {
  const { t } = useTranslation()
  return (
    <Stack spacing={2} role="status" aria-label={t('app.loading')} aria-busy>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Skeleton variant="rectangular" sx={{ aspectRatio: '3 / 1', height: 'auto', maxHeight: 260 }} />
        <Stack direction="row" spacing={2} alignItems="flex-end" sx={{ px: 3, pb: 2.5, mt: -6 }}>
          <Skeleton variant="circular" width={112} height={112} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="50%" height={40} />
            <Skeleton width="30%" />
          </Box>
        </Stack>
      </Paper>
      {[0, 1, 2].map((i) => (
        <Paper key={i} variant="outlined" sx={{ borderRadius: 3, p: 3 }}>
          <Skeleton width="35%" height={32} />
          <Skeleton />
          <Skeleton width="80%" />
        </Paper>
      ))}
    </Stack>
  )
}
