import Call from '@mui/icons-material/Call'
import PhoneMissed from '@mui/icons-material/PhoneMissed'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ChatMessage, ChatUser } from '@nauka/contracts'
import type { Ref } from 'react'
import { Timestamp } from '../../../shared/time/Timestamp'
import { useAuthStore } from '../../auth/auth.store'
import type { CallWording } from '../../calls/callMessages'

type Props = {
  message: ChatMessage
  wording: CallWording
  elementRef: Ref<HTMLLIElement>
}

/** A call message: a compact centred notice like a system message, with a phone icon and its time. */
export const CallNoticeItem = ({ message, wording, elementRef }: Props) => {
  const Icon = wording.tone === 'missed' ? PhoneMissed : Call
  return (
    <Box
      component="li"
      ref={elementRef}
      id={`message-${message.id}`}
      data-message-id={message.id}
      data-call-notice={message.type}
      sx={{ listStyle: 'none', display: 'flex', justifyContent: 'center', my: 1 }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        alignItems="center"
        justifyContent="center"
        sx={{
          flexWrap: 'wrap',
          px: 1.5,
          py: 0.5,
          borderRadius: 4,
          bgcolor: 'action.hover',
          maxWidth: '100%',
        }}
      >
        <Icon fontSize="small" aria-hidden color={wording.tone === 'missed' ? 'error' : 'action'} />
        <Typography variant="body2">{wording.text}</Typography>
        {wording.actor && (
          <Typography variant="caption" color="text.secondary">
            {wording.actor}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          <Timestamp value={message.createdAt} variant="clock" />
        </Typography>
      </Stack>
    </Box>
  )
}

/** The reader of the dialog, for wording call messages ("Missed call" or who missed it). */
export const useCallReader = (members: ReadonlyMap<number, ChatUser>) => ({
  me: useAuthStore((s) => s.userId),
  members,
})
