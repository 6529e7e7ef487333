import CallEnd from '@mui/icons-material/CallEnd'
import CloseFullscreen from '@mui/icons-material/CloseFullscreen'
import FiberManualRecord from '@mui/icons-material/FiberManualRecord'
import Mic from '@mui/icons-material/Mic'
import MicOff from '@mui/icons-material/MicOff'
import PanTool from '@mui/icons-material/PanTool'
import PanToolOutlined from '@mui/icons-material/PanToolOutlined'
import People from '@mui/icons-material/People'
import ScreenShare from '@mui/icons-material/ScreenShare'
import Settings from '@mui/icons-material/Settings'
import StopCircle from '@mui/icons-material/StopCircle'
import StopScreenShare from '@mui/icons-material/StopScreenShare'
import Videocam from '@mui/icons-material/Videocam'
import VideocamOff from '@mui/icons-material/VideocamOff'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import type { CallMediaState, CallPermit } from '@nauka/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Tooltip } from '../../shared/Tooltip'
import { mayTurnOn } from './permits'

type Props = {
  own: CallMediaState
  /** The user's permits (null: not known, nothing held back). */
  permits: readonly CallPermit[] | null
  /** Recording, for holders of 82:608 in a call through the media server; left out otherwise. */
  record?: { on: boolean; onToggle: () => void } | undefined
  /** The participants panel and how many wait in the lobby (for a manager to notice). */
  panel: { open: boolean; waiting: number; onToggle: () => void }
  /** Screen sharing needs getDisplayMedia (phones mostly lack it). */
  canShare: boolean
  onToggle: (key: keyof CallMediaState) => void
  onHangUp: () => void
  onMinimize: () => void
  onSettings: () => void
}

/**
 * The call screen's tooltips open inside it: one portalled to the page's end is content outside
 * every landmark (axe's region rule found it under the pointer after a click on a control).
 */
export const IN_PLACE = { popper: { disablePortal: true } } as const

/** A recording running: the red of recording, dark enough under white (4.5:1 in both themes). */
const RECORDING_SX = { bgcolor: 'error.dark', color: 'common.white', '&:hover': { bgcolor: 'error.dark' } }

/** The red of the hang-up button, here and in the minified window. */
export const HANG_UP_SX = {
  bgcolor: 'error.main',
  color: 'error.contrastText',
  '&:hover': { bgcolor: 'error.dark' },
}

type Toggle = { key: keyof CallMediaState; label: string; on: ReactNode; off: ReactNode }

/**
 * The call's controls: the user's toggles (pressed when on; one the permits do not allow cannot be
 * switched on), recording, the participants panel, settings, minimize, hang up.
 */
export const CallControls = ({
  own,
  permits,
  record,
  panel,
  canShare,
  onToggle,
  onHangUp,
  onMinimize,
  onSettings,
}: Props) => {
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
      {toggles.map((item) =>
        own[item.key] || mayTurnOn(permits, item.key) ? (
          <Tooltip key={item.key} slotProps={IN_PLACE} title={item.label}>
            <IconButton
              aria-label={item.label}
              aria-pressed={own[item.key]}
              onClick={() => onToggle(item.key)}
              sx={{ bgcolor: own[item.key] ? 'action.selected' : 'action.hover' }}
            >
              {own[item.key] ? item.on : item.off}
            </IconButton>
          </Tooltip>
        ) : (
          // A disabled button takes no pointer events: the tooltip saying why sits on a wrapper.
          <Tooltip key={item.key} slotProps={IN_PLACE} title={t('calls.notAllowed')} describeChild>
            <span>
              <IconButton aria-label={item.label} aria-pressed={false} disabled>
                {item.off}
              </IconButton>
            </span>
          </Tooltip>
        ),
      )}
      {record && (
        <Tooltip slotProps={IN_PLACE} title={t('calls.record.toggle')}>
          <IconButton
            aria-label={t('calls.record.toggle')}
            aria-pressed={record.on}
            onClick={record.onToggle}
            sx={record.on ? RECORDING_SX : { bgcolor: 'action.hover' }}
          >
            {record.on ? <StopCircle /> : <FiberManualRecord />}
          </IconButton>
        </Tooltip>
      )}
      <Tooltip slotProps={IN_PLACE} title={t('calls.panel.toggle')}>
        <IconButton
          aria-label={t('calls.panel.toggle')}
          aria-pressed={panel.open}
          data-panel-toggle
          onClick={panel.onToggle}
          sx={{ bgcolor: panel.open ? 'action.selected' : 'action.hover' }}
        >
          {/* A dot, not a number: the button's name is its words (the lobby's count is in the panel). */}
          <Badge variant="dot" invisible={panel.waiting === 0} color="warning">
            <People />
          </Badge>
        </IconButton>
      </Tooltip>
      {actions.map((item) => (
        <Tooltip key={item.label} slotProps={IN_PLACE} title={item.label}>
          <IconButton aria-label={item.label} onClick={item.run} sx={item.sx}>
            {item.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  )
}
