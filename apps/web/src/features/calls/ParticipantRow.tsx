import MicOff from '@mui/icons-material/MicOff'
import PanTool from '@mui/icons-material/PanTool'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { AnswerStatus, type CallParticipant } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '../../shared/avatar/UserAvatar'
import { callActions } from './callActions'
import { ParticipantActionsMenu } from './ParticipantActionsMenu'
import { roleOf } from './panel.model'
import type { ParticipantActions } from './permits'

type Props = {
  dialogId: number
  participant: CallParticipant
  own: boolean
  actions: ParticipantActions
}

const STATUS_TEXT: Partial<Record<CallParticipant['status'], string>> = {
  [AnswerStatus.Dialing]: 'calls.screen.ringing',
  [AnswerStatus.NoAnswer]: 'calls.screen.noAnswer',
}

/** One person in the participants panel: who, their role, hand and microphone, and what an admin may do. */
export const ParticipantRow = ({ dialogId, participant, own, actions }: Props) => {
  const { t } = useTranslation()
  const name = participant.fullName ?? t('calls.screen.unknown')
  const state = participant.states[0]
  const role = roleOf(participant)
  const status = STATUS_TEXT[participant.status]
  const details = [role && t(`calls.role.${role}`), status && t(status)].filter(Boolean).join(' · ')
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      alignItems="center"
      data-user-id={participant.user}
      sx={{ listStyle: 'none', py: 0.5, minHeight: 48 }}
    >
      <UserAvatar seed={participant.user} name={name} src={participant.imageUrl} size={32} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {own ? `${name} (${t('calls.screen.you')})` : name}
        </Typography>
        {details && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {details}
          </Typography>
        )}
      </Box>
      {state?.handUp && <PanTool fontSize="small" color="warning" titleAccess={t('calls.screen.handUp')} />}
      {state && !state.micOn && <MicOff fontSize="small" titleAccess={t('calls.screen.micOff')} />}
      {actions.admit && (
        <Button
          size="small"
          variant="contained"
          aria-label={t('calls.panel.admitName', { name })}
          onClick={() => void callActions.admit(dialogId, participant.user)}
        >
          {t('calls.panel.admit')}
        </Button>
      )}
      <ParticipantActionsMenu
        dialogId={dialogId}
        participant={participant}
        name={name}
        actions={actions}
        onRemove={() => callActions.remove(dialogId, participant.user)}
      />
    </Stack>
  )
}
