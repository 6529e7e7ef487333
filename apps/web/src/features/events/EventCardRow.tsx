import EventOutlined from '@mui/icons-material/EventOutlined'
import GroupsOutlined from '@mui/icons-material/GroupsOutlined'
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined'
import PlaceOutlined from '@mui/icons-material/PlaceOutlined'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { AttendanceStatus, type EventCard } from '@nauka/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RouterLink } from '../../shared/RouterLink'
import { useAreaTerm, useReader } from './useEventTexts'
import { eventTimes } from './zoned'

const Fact = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Stack direction="row" spacing={0.75} alignItems="flex-start" sx={{ color: 'text.secondary', minWidth: 0 }}>
    <Box aria-hidden sx={{ display: 'flex', pt: '2px', '& svg': { fontSize: 18 } }}>
      {icon}
    </Box>
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Stack>
)

/** The reader's status on an event, as a chip; nothing when they do not attend. */
export const MyStatusChip = ({ status }: { status: AttendanceStatus | null }) => {
  const { t } = useTranslation()
  if (status === null) return null
  return status === AttendanceStatus.Going ? (
    <Chip size="small" color="success" variant="outlined" label={t('events.status.going')} />
  ) : (
    <Chip size="small" color="warning" variant="outlined" label={t('events.status.waiting')} />
  )
}

/**
 * One event in a list: its title linking to its page, kind, dates in the reader's zone (and its own
 * when different), place or "online", group, attendees and capacity, cancelled and the reader's status.
 */
export const EventCardRow = ({
  event,
  headingLevel = 'h2',
}: {
  event: EventCard
  headingLevel?: 'h2' | 'h3'
}) => {
  const { t } = useTranslation()
  const { locale, zone } = useReader()
  const times = eventTimes(event, zone, locale)
  const area = useAreaTerm(event.scienceArea)
  const place = event.place ?? (event.online ? t('events.online') : null)
  const count =
    event.capacity === null
      ? t('events.attendeeCount', { count: event.attendeeCount })
      : t('events.attendeeCapacity', { count: event.attendeeCount, capacity: event.capacity })
  return (
    <Box component="article" sx={{ px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 0.5 }}>
        <Chip size="small" label={t(`events.kind.${event.kind}`)} />
        {event.cancelled && (
          <Chip size="small" color="error" variant="outlined" label={t('events.cancelled')} />
        )}
        <MyStatusChip status={event.myStatus} />
        {area && (
          <Typography variant="body2" color="text.secondary">
            {area}
          </Typography>
        )}
      </Stack>
      <Typography
        variant="h3"
        component={headingLevel}
        sx={{ overflowWrap: 'anywhere', textDecoration: event.cancelled ? 'line-through' : undefined }}
      >
        <RouterLink to={event.link} underline="hover" color="inherit">
          {event.title}
        </RouterLink>
      </Typography>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        <Fact icon={<EventOutlined />}>
          <time dateTime={event.startsAt}>{times.reader}</time>
          {times.event && (
            <>
              <br />
              {t('events.theirTime', { time: times.event })}
            </>
          )}
        </Fact>
        {place && <Fact icon={<PlaceOutlined />}>{place}</Fact>}
        {event.group && (
          <Fact icon={<GroupsOutlined />}>
            <RouterLink to={event.group.link} underline="hover" color="inherit">
              {event.group.name}
            </RouterLink>
          </Fact>
        )}
        <Fact icon={<PeopleAltOutlined />}>{count}</Fact>
      </Stack>
    </Box>
  )
}
