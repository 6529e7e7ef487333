import CallEnd from '@mui/icons-material/CallEnd'
import OpenInFull from '@mui/icons-material/OpenInFull'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { CallInfo } from '@nauka/contracts'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { HANG_UP_SX } from './CallControls'
import { shownParticipants } from './model'
import { RecordingIndicator } from './RecordingIndicator'
import { useCallTiles } from './useCallTiles'

type Props = {
  call: CallInfo
  me: number
  speaker: string | null
  /** Waiting in the lobby: the floating window says so, and hanging up withdraws. */
  lobby: boolean
  expandRef: Ref<HTMLButtonElement>
  onExpand: () => void
  onHangUp: () => void
}

/**
 * The floating window of a minified call: one other person shows; the rest stay (hidden) so that
 * everyone is still heard. In the lobby it tells the user they wait.
 */
export const CallMini = ({ call, me, speaker, lobby, expandRef, onExpand, onHangUp }: Props) => {
  const { t } = useTranslation()
  const { tile } = useCallTiles(call, me, speaker)
  const people = shownParticipants(call, me)
  const shown = (people.find((p) => p.user !== me) ?? people[0])?.user
  return (
    <>
      {call.record && <RecordingIndicator />}
      {lobby ? (
        <Typography role="status" variant="body2" sx={{ p: 1 }}>
          {t('calls.lobby.waiting')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('calls.screen.participants')}
          sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {people.map((p) => tile(p, { hidden: p.user !== shown }))}
        </Box>
      )}
      <Stack direction="row" spacing={1} justifyContent="center" sx={{ mt: 1 }}>
        <IconButton ref={expandRef} aria-label={t('calls.screen.expand')} onClick={onExpand}>
          <OpenInFull />
        </IconButton>
        <IconButton
          aria-label={t(lobby ? 'calls.lobby.cancel' : 'calls.screen.hangUp')}
          onClick={onHangUp}
          sx={HANG_UP_SX}
        >
          <CallEnd />
        </IconButton>
      </Stack>
    </>
  )
}
