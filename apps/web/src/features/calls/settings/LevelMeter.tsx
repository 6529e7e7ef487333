import LinearProgress from '@mui/material/LinearProgress'
import { useTranslation } from 'react-i18next'
import { useAudioLevel } from '../media/useAudioLevel'

/** How loud the microphone hears the person now, so they can see it works before they speak to anyone. */
export const LevelMeter = ({ stream }: { stream: MediaStream | null }) => {
  const { t } = useTranslation()
  const level = useAudioLevel(stream)
  return (
    <LinearProgress
      variant="determinate"
      value={Math.round(level * 100)}
      aria-label={t('calls.settings.level')}
      color="success"
      sx={{ height: 8, borderRadius: 4, '& .MuiLinearProgress-bar': { transition: 'transform 0.1s linear' } }}
    />
  )
}
