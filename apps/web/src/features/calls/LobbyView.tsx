import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { AnswerStatus, type CallInfo } from '@nauka/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '../../shared/avatar/UserAvatar'

type Props = { call: CallInfo; onCancel: () => void }

/**
 * Issue 17: the user asked to join after the ringing and waits to be let in: who is already in the
 * call, and Cancel (withdraws the request). Letting in rings the call, so accepting joins.
 */
export const LobbyView = ({ call, onCancel }: Props) => {
  const { t } = useTranslation()
  const listId = useId()
  const inCall = call.participants.filter((p) => p.status === AnswerStatus.Connected)
  return (
    <Stack
      spacing={3}
      alignItems="center"
      justifyContent="center"
      sx={{ flex: 1, textAlign: 'center', p: 2 }}
    >
      <Typography role="status" variant="h6" component="p">
        {t('calls.lobby.waiting')}
      </Typography>
      <Box>
        <Typography id={listId} variant="body2" color="text.secondary">
          {t('calls.lobby.inCall')}
        </Typography>
        <Stack
          component="ul"
          aria-labelledby={listId}
          direction="row"
          spacing={1}
          useFlexGap
          flexWrap="wrap"
          justifyContent="center"
          sx={{ m: 0, mt: 1, p: 0 }}
        >
          {inCall.map((p) => (
            <Box component="li" key={p.user} sx={{ listStyle: 'none' }}>
              <UserAvatar
                seed={p.user}
                name={p.fullName ?? t('calls.screen.unknown')}
                src={p.imageUrl}
                size={48}
                decorative={false}
              />
            </Box>
          ))}
        </Stack>
      </Box>
      <Button variant="outlined" color="inherit" onClick={onCancel}>
        {t('calls.lobby.cancel')}
      </Button>
    </Stack>
  )
}
