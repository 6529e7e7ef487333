import Call from '@mui/icons-material/Call'
import CallEnd from '@mui/icons-material/CallEnd'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { CallType } from '@nauka/contracts'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '../../shared/avatar/UserAvatar'
import { useCallStore } from './calls.store'
import { startRingtone } from './media'
import { useCallEngine } from './useCallLive'

/** SPEC 2: the incoming call rings on whatever page the user is, with accept and decline. */
export const IncomingCallDialog = () => {
  const { t } = useTranslation()
  const titleId = useId()
  const view = useCallStore((s) => s.view)
  const engine = useCallEngine((s) => s.engine)
  const ringing = view.status === 'ring' && view.call !== null
  useEffect(() => (ringing ? startRingtone() : undefined), [ringing])
  if (!ringing || !view.call || view.dialogId === null) return null
  const { call, dialogId } = view
  const caller = call.participants.find((p) => p.user === call.owner)
  const name = caller?.fullName ?? t('calls.screen.unknown')
  return (
    <Dialog open aria-labelledby={titleId} onClose={() => {}}>
      <DialogTitle id={titleId}>{t('calls.incoming.title')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} alignItems="center">
          <UserAvatar seed={caller?.user ?? null} name={name} src={caller?.imageUrl} size={56} />
          <Typography>
            {t(call.type === CallType.Video ? 'calls.incoming.video' : 'calls.incoming.audio', { name })}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          variant="outlined"
          startIcon={<CallEnd />}
          onClick={() => void engine?.decline()}
        >
          {t('calls.incoming.decline')}
        </Button>
        <Button
          color="success"
          variant="contained"
          startIcon={<Call />}
          onClick={() => void engine?.join(dialogId, call.type)}
        >
          {t('calls.incoming.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
