import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { AttendanceStatus, type Event } from '@nauka/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AttendeeList } from './AttendeeList'

/** Who attends an event, and (when there is one) its waiting list, in two tabs. */
export const EventAttendees = ({ event }: { event: Event }) => {
  const { t } = useTranslation()
  const base = useId()
  const [status, setStatus] = useState<AttendanceStatus>(AttendanceStatus.Going)
  const { attendeeCount, waitingCount } = event.attendance
  const shown = waitingCount > 0 ? status : AttendanceStatus.Going
  const label = (s: AttendanceStatus) =>
    s === AttendanceStatus.Going
      ? t('events.attendees.going', { count: attendeeCount })
      : t('events.attendees.waiting', { count: waitingCount })
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${base}-h`} sx={{ borderRadius: 3 }}>
      <Typography id={`${base}-h`} variant="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        {t('events.attendees.title')}
      </Typography>
      {waitingCount > 0 && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={shown}
            onChange={(_e, value: AttendanceStatus) => setStatus(value)}
            variant="fullWidth"
          >
            {[AttendanceStatus.Going, AttendanceStatus.Waiting].map((s) => (
              <Tab
                key={s}
                value={s}
                label={label(s)}
                id={`${base}-tab-${s}`}
                aria-controls={`${base}-panel`}
              />
            ))}
          </Tabs>
        </Box>
      )}
      <Box
        role={waitingCount > 0 ? 'tabpanel' : undefined}
        id={`${base}-panel`}
        aria-labelledby={waitingCount > 0 ? `${base}-tab-${shown}` : undefined}
        sx={{ pb: 1 }}
      >
        <AttendeeList
          key={shown}
          eventId={event.id}
          status={shown}
          label={label(shown)}
          emptyText={t(
            shown === AttendanceStatus.Going ? 'events.attendees.none' : 'events.attendees.noneWaiting',
          )}
        />
      </Box>
    </Paper>
  )
}
