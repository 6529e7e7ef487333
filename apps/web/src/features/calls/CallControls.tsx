import CallEnd from '@mui/icons-material/CallEnd'
import CloseFullscreen from '@mui/icons-material/CloseFullscreen'
import Mic from '@mui/icons-material/Mic'
import MicOff from '@mui/icons-material/MicOff'
import PanTool from '@mui/icons-material/PanTool'
import PanToolOutlined from '@mui/icons-material/PanToolOutlined'
import ScreenShare from '@mui/icons-material/ScreenShare'
import Settings from '@mui/icons-material/Settings'
import StopScreenShare from '@mui/icons-material/StopScreenShare'
import Videocam from '@mui/icons-material/Videocam'
import VideocamOff from '@mui/icons-material/VideocamOff'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import type { CallMediaState } from '@nauka/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  own: CallMediaState
  /** Screen sharing needs getDisplayMedia (phones mostly lack it). */
  canShare: boolean
  onToggle: (key: keyof CallMediaState) => void
  onHangUp: () => void
  onMinimize: () => void
  onSettings: () => void
}

/** The red of the hang-up button, here and in the minified window. */
export const HANG_UP_SX = {
  bgcolor: 'error.main',
  color: 'error.contrastText',
  '&:hover': { bgcolor: 'error.dark' },
}

type Toggle = { key: keyof CallMediaState; label: string; on: ReactNode; off: ReactNode }

/** The call's controls: the user's toggles (pressed when on), settings, minimize, hang up. */
export const CallControls = ({ own, canShare, onToggle, onHangUp, onMinimize, onSettings }: Props) => {
  const { t } = useTranslation()
  const toggles: Toggle[] = [
    { key: 'micOn', label: t('calls.screen.microphone'), on: <Mic />, off: <MicOff /> },
    { key: 'camOn', label: t('calls.screen.camera'), on: <Videocam />, off: <VideocamOff /> },
    ...(canShare
      ? [
          {
            key: 'sharingScreen',
            label: t('calls.screen.shareScreen'),
            on: <StopScreenShare />,
            off: <ScreenShare />,
          } as const,
        ]
      : []),
    { key: 'handUp', label: t('calls.screen.raiseHand'), on: <PanTool />, off: <PanToolOutlined /> },
  ]
  const actions = [
    {
      label: t('calls.screen.settings'),
      icon: <Settings />,
      run: onSettings,
      sx: { bgcolor: 'action.hover' },
    },
    {
      label: t('calls.screen.minimize'),
      icon: <CloseFullscreen />,
      run: onMinimize,
      sx: { bgcolor: 'action.hover' },
    },
    { label: t('calls.screen.hangUp'), icon: <CallEnd />, run: onHangUp, sx: HANG_UP_SX },
  ]
  return (
    <Stack direction="row" spacing={1} justifyContent="center" flexWrap="wrap" useFlexGap>
      {toggles.map((item) => (
        <Tooltip key={item.key} title={item.label}>
          <IconButton
            aria-label={item.label}
            aria-pressed={own[item.key]}
            onClick={() => onToggle(item.key)}
            sx={{ bgcolor: own[item.key] ? 'action.selected' : 'action.hover' }}
          >
            {own[item.key] ? item.on : item.off}
          </IconButton>
        </Tooltip>
      ))}
      {actions.map((item) => (
        <Tooltip key={item.label} title={item.label}>
          <IconButton aria-label={item.label} onClick={item.run} sx={item.sx}>
            {item.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  )
}
