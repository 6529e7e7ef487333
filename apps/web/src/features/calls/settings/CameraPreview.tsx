import VideocamOff from '@mui/icons-material/VideocamOff'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { LiveVideo } from '../LiveVideo'
import { mediaErrorText } from '../media/errors'
import type { Preview } from './usePreviewStream'

const frame = {
  width: '100%',
  aspectRatio: '4 / 3',
  maxHeight: { xs: 220, sm: 300 },
  borderRadius: 1,
  bgcolor: 'grey.900',
  overflow: 'hidden',
} as const

/** The camera's picture, mirrored as a mirror would show it; a clear message where there is none. */
export const CameraPreview = ({ preview }: { preview: Preview }) => {
  const { t } = useTranslation()
  const hasVideo = (preview.stream?.getVideoTracks().length ?? 0) > 0

  if (preview.error) return <Alert severity="error">{mediaErrorText(t, preview.error)}</Alert>
  if (!hasVideo) {
    return (
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'common.white' }}>
        <Box sx={{ textAlign: 'center' }}>
          <VideocamOff aria-hidden />
          <Typography variant="body2">
            {t(preview.videoMissing ? 'calls.settings.noCamera' : 'calls.settings.previewOff')}
          </Typography>
        </Box>
      </Box>
    )
  }
  return <LiveVideo stream={preview.stream} mirrored label={t('calls.settings.preview')} sx={frame} />
}
