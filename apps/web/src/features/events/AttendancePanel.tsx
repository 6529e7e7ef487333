import ChatOutlined from '@mui/icons-material/ChatOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Event } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink } from 'react-router'
import { failureMessage, messageText } from '../../api/errorText'
import { chatPath } from '../../shared/paths'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { useNow } from '../../shared/time/now'
import { attendanceAction, isLive } from './attendance'
import { useAttendance } from './events.queries'

/**
 * Attend / cancel attendance / the waiting list, or why none applies; for an event held in the
 * platform, the way into its chat (where its call is started or joined), open to attendees.
 */
export const AttendancePanel = ({ event }: { event: Event }) => {
  const { t } = useTranslation()
  const now = useNow()
  const attendance = useAttendance(event.id)
  const action = attendanceAction(event)
  const live = isLive(event, now)
  const busy = attendance.isPending

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        {live && <Chip color="success" label={t('events.live')} />}
        {action.kind === 'attend' && (
          <Button variant="contained" disabled={busy} onClick={() => attendance.mutate(true)}>
            {t('events.attend')}
          </Button>
        )}
        {action.kind === 'joinWaiting' && (
          <Button variant="contained" disabled={busy} onClick={() => attendance.mutate(true)}>
            {t('events.joinWaiting')}
          </Button>
        )}
        {action.kind === 'leave' && (
          <>
            <Typography sx={{ fontWeight: 600 }}>{t('events.status.going')}</Typography>
            <Button variant="outlined" disabled={busy} onClick={() => attendance.mutate(false)}>
              {t('events.unattend')}
            </Button>
          </>
        )}
        {action.kind === 'leaveWaiting' && (
          <>
            <Typography sx={{ fontWeight: 600 }} role="status">
              {action.position === null
                ? t('events.status.waiting')
                : t('events.waitingPosition', { position: action.position })}
            </Typography>
            <Button variant="outlined" disabled={busy} onClick={() => attendance.mutate(false)}>
              {t('events.leaveWaiting')}
            </Button>
          </>
        )}
        {action.kind === 'closed' && (
          <Typography color="text.secondary">{t('events.registrationClosed')}</Typography>
        )}
        {event.inPlatform && !event.cancelled && event.dialogId !== null && (
          <Button
            variant={live ? 'contained' : 'outlined'}
            startIcon={<ChatOutlined />}
            component={RoutedLink}
            to={chatPath(event.dialogId)}
          >
            {t('events.openChat')}
          </Button>
        )}
        {event.inPlatform && !event.cancelled && event.dialogId === null && (
          <Button variant="outlined" startIcon={<ChatOutlined />} disabled>
            {t('events.openChat')}
          </Button>
        )}
      </Stack>
      {event.inPlatform && !event.cancelled && event.dialogId === null && (
        <Typography variant="body2" color="text.secondary">
          {t('events.chatForAttendees')}
        </Typography>
      )}
      {action.kind === 'cancelled' && <Alert severity="warning">{t('events.cancelledNotice')}</Alert>}
      {attendance.isError && (
        <Alert severity="error">
          {messageText(t, failureMessage(attendance.error, 'events.attendError'))}
          <RequestIdNote cause={attendance.error} />
        </Alert>
      )}
    </Stack>
  )
}
