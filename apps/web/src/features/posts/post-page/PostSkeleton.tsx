import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

/** The post page while the post loads: its shape, so nothing jumps when it arrives. */
export const PostSkeleton = () => {
  const { t } = useTranslation()
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-label={t('post.loading')}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2} aria-hidden>
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Skeleton variant="circular" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="25%" />
            <Skeleton width="15%" />
          </Box>
        </Stack>
        <Skeleton variant="text" sx={{ fontSize: 30 }} width="70%" />
        <Skeleton width="100%" />
        <Skeleton width="95%" />
        <Skeleton width="60%" />
      </Stack>
    </Paper>
  )
}
