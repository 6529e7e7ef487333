import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Stack from '@mui/material/Stack'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ResponsiveDialog } from '../../layout/ResponsiveDialog'
import { useMediaPrefs } from '../media/prefs.store'
import { canChooseSpeaker } from '../media/speaker'
import { useDevices } from '../media/useDevices'
import { CameraPreview } from './CameraPreview'
import { DevicePicker } from './DevicePicker'
import { LevelMeter } from './LevelMeter'
import { usePreviewStream } from './usePreviewStream'

type Props = {
  open: boolean
  onClose: () => void
  /** The running call's own stream: previewed instead of taking the camera a second time. */
  stream?: MediaStream | null
}

/** The microphone, camera and speaker for calls, with a camera preview and a microphone level. */
export const CallSettingsDialog = ({ open, onClose, stream }: Props) => {
  const { t } = useTranslation()
  const prefs = useMediaPrefs()
  const devices = useDevices()
  const preview = usePreviewStream(open, stream)
  const { refresh } = devices
  // Browsers name the devices only once access is granted: ask again when the preview starts.
  useEffect(() => {
    if (preview.stream) refresh()
  }, [preview.stream, refresh])
  const speakerChoice = canChooseSpeaker()

  return (
    <ResponsiveDialog open={open} onClose={onClose} title={t('calls.settings.title')} maxWidth="sm">
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <CameraPreview preview={preview} />
          <DevicePicker
            kind="camera"
            devices={devices.cameras}
            value={prefs.cameraId}
            onChange={(cameraId) => prefs.choose({ cameraId })}
          />
          <DevicePicker
            kind="microphone"
            devices={devices.microphones}
            value={prefs.microphoneId}
            onChange={(microphoneId) => prefs.choose({ microphoneId })}
          />
          <LevelMeter stream={preview.stream} />
          <DevicePicker
            kind="speaker"
            devices={devices.speakers}
            value={prefs.speakerId}
            onChange={(speakerId) => prefs.choose({ speakerId })}
            disabled={!speakerChoice}
            helperText={speakerChoice ? undefined : t('calls.settings.speakerDefaultOnly')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('calls.settings.close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}
