import FiberManualRecord from '@mui/icons-material/FiberManualRecord'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

/** Issue 17: every participant sees (and hears, as a polite status) that the call is being recorded. */
export const RecordingIndicator = () => {
  const { t } = useTranslation()
  return (
    <Stack
      role="status"
      direction="row"
      spacing={0.5}
      alignItems="center"
      sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'error.dark', color: 'common.white', flexShrink: 0 }}
    >
      <FiberManualRecord fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {t('calls.record.on')}
      </Typography>
    </Stack>
  )
}
