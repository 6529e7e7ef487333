import Call from '@mui/icons-material/Call'
import Videocam from '@mui/icons-material/Videocam'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import { AnswerStatus, CallStatus, CallType, type Dialog, DialogType } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { useAuthStore } from '../auth/auth.store'
import { useDialogCall } from './calls.queries'
import { useCallStore } from './calls.store'
import { useCallEngine } from './useCallLive'

/**
 * A dialog header's calls: an audio and a video call, and "Join call" while a group's call goes
 * on without the user. Disabled while this tab is in a call (one at a time).
 */
export const DialogCallButtons = ({ dialog }: { dialog: Dialog }) => {
  const { t } = useTranslation()
  const engine = useCallEngine((s) => s.engine)
  const me = useAuthStore((s) => s.userId)
  const busy = useCallStore((s) => s.view.status !== CallStatus.Finish)
  const call = useDialogCall(dialog.dialogId, dialog.activeCall !== null)
  if (!engine || dialog.isDeleted) return null
  const inIt = call?.participants.some(
    (p) => p.user === me && p.status === AnswerStatus.Connected && p.states.length > 0,
  )
  if (dialog.dialogType === DialogType.Group && call && !inIt)
    return (
      <Button
        variant="contained"
        color="success"
        size="small"
        startIcon={<Call />}
        disabled={busy}
        onClick={() => void engine.join(dialog.dialogId, call.type)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('calls.start.join')}
      </Button>
    )
  const kinds = [
    { type: CallType.Audio, label: t('calls.start.audio'), icon: <Call /> },
    { type: CallType.Video, label: t('calls.start.video'), icon: <Videocam /> },
  ]
  return kinds.map((kind) => (
    <IconButton
      key={kind.type}
      aria-label={kind.label}
      disabled={busy || call !== null}
      onClick={() => void engine.start(dialog.dialogId, kind.type)}
    >
      {kind.icon}
    </IconButton>
  ))
}
