import Call from '@mui/icons-material/Call'
import Videocam from '@mui/icons-material/Videocam'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { AnswerStatus, CallStatus, CallType, type Dialog, DialogType } from '@nauka/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuthStore } from '../auth/auth.store'
import { useDialogCall } from './calls.queries'
import { useCallStore } from './calls.store'
import { useEngineAction } from './useEngineAction'

/**
 * A dialog header's calls: an audio and a video call, and "Join call" while a group's call goes
 * on without the user. Disabled while this tab is in a call (one at a time), and while the engine's
 * code loads for the first one. On a phone (`compact`) both calls share one button and its menu,
 * and joining is an icon, leaving the width to the name.
 */
export const DialogCallButtons = ({ dialog, compact = false }: { dialog: Dialog; compact?: boolean }) => {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const action = useEngineAction()
  const me = useAuthStore((s) => s.userId)
  const inCall = useCallStore((s) => s.view.status !== CallStatus.Finish)
  const call = useDialogCall(dialog.dialogId, dialog.activeCall !== null)
  if (!action || dialog.isDeleted) return null
  const busy = inCall || action.pending
  const inIt = call?.participants.some(
    (p) => p.user === me && p.status === AnswerStatus.Connected && p.states.length > 0,
  )
  const join = () => action.run((engine) => engine.join(dialog.dialogId, call?.type ?? CallType.Audio))
  const start = (type: CallType) => action.run((engine) => engine.start(dialog.dialogId, type))
  if (dialog.dialogType === DialogType.Group && call && !inIt && compact)
    return (
      <IconButton
        aria-label={t('calls.start.join')}
        color="success"
        disabled={busy}
        onClick={join}
        {...action.openerProps}
      >
        <Call />
      </IconButton>
    )
  if (dialog.dialogType === DialogType.Group && call && !inIt)
    return (
      <Button
        variant="contained"
        color="success"
        size="small"
        startIcon={<Call />}
        disabled={busy}
        onClick={join}
        {...action.openerProps}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('calls.start.join')}
      </Button>
    )
  const kinds = [
    { type: CallType.Audio, label: t('calls.start.audio'), icon: <Call /> },
    { type: CallType.Video, label: t('calls.start.video'), icon: <Videocam /> },
  ]
  const disabled = busy || call !== null
  if (compact) {
    const close = () => setAnchor(null)
    return (
      <>
        <IconButton
          aria-label={t('calls.start.menu')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          disabled={disabled}
          onClick={(event) => setAnchor(event.currentTarget)}
          {...action.openerProps}
        >
          <Call />
        </IconButton>
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
          {kinds.map((kind) => (
            <MenuItem
              key={kind.type}
              onClick={() => {
                close()
                start(kind.type)
              }}
            >
              <ListItemIcon>{kind.icon}</ListItemIcon>
              <ListItemText>{kind.label}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      </>
    )
  }
  return kinds.map((kind) => (
    <IconButton
      key={kind.type}
      aria-label={kind.label}
      disabled={disabled}
      onClick={() => start(kind.type)}
      {...action.openerProps}
    >
      {kind.icon}
    </IconButton>
  ))
}
