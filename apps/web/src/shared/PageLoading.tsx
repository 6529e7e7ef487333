import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

/** The main area while a page's code loads; the frame around it is already there to use. */
export const PageLoading = () => {
  const { t } = useTranslation()
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
    >
      <CircularProgress aria-hidden size={24} />
      <Typography color="text.secondary">{t('app.loading')}</Typography>
    </Box>
  )
}
