import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Dictionary, type Event, refId } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { type Fact, FactList } from '../../shared/FactList'
import { LinkifiedText } from '../../shared/LinkifiedText'
import { personName } from '../../shared/names'
import { profilePath } from '../../shared/paths'
import { RouterLink } from '../../shared/RouterLink'
import { MyStatusChip } from './EventCardRow'
import { useAreaTerm, useReader } from './useEventTexts'
import { eventTimes, momentIn, rangeIn, zoneLabel } from './zoned'

/** The facts of an event: title, kind, dates in its zone and the reader's, place, organisers, places left. */
export const EventDetails = ({ event }: { event: Event }) => {
  const { t } = useTranslation()
  const { locale, zone } = useReader()
  const times = eventTimes(event, zone, locale)
  const area = useAreaTerm(event.scienceArea)
  const organiserId = refId(event.organiser.rEntity, Dictionary.user)
  const organiser = personName(event.organiser) ?? t('follow.noName')
  const { attendeeCount, waitingCount } = event.attendance
  const facts: Fact[] = [
    {
      key: 'when',
      label: t('events.page.when'),
      value: (
        <time dateTime={event.startsAt}>
          {rangeIn(event.startsAt, event.endsAt, event.timeZone, locale)} (
          {zoneLabel(event.timeZone, new Date(event.startsAt))})
        </time>
      ),
    },
    {
      key: 'yours',
      label: t('events.page.yourTime'),
      value: times.event ? times.reader : null,
    },
    { key: 'place', label: t('events.page.place'), value: event.place },
    {
      key: 'online',
      label: t('events.page.online'),
      value: event.onlineUrl ? (
        <LinkifiedText text={event.onlineUrl} />
      ) : event.inPlatform ? (
        t('events.inPlatform')
      ) : null,
    },
    {
      key: 'organiser',
      label: t('events.page.organiser'),
      value:
        organiserId === null ? organiser : <RouterLink to={profilePath(organiserId)}>{organiser}</RouterLink>,
    },
    {
      key: 'group',
      label: t('events.page.group'),
      value: event.group ? <RouterLink to={event.group.link}>{event.group.name}</RouterLink> : null,
    },
    { key: 'area', label: t('events.page.area'), value: area },
    {
      key: 'deadline',
      label: t('events.page.deadline'),
      value: event.registrationDeadline ? momentIn(event.registrationDeadline, zone, locale) : null,
    },
    {
      key: 'attendees',
      label: t('events.page.attendees'),
      value:
        event.capacity === null
          ? t('events.attendeeCount', { count: attendeeCount })
          : t('events.attendeeCapacity', { count: attendeeCount, capacity: event.capacity }),
    },
    {
      key: 'waiting',
      label: t('events.page.waiting'),
      value: waitingCount > 0 ? String(waitingCount) : null,
    },
  ]
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <Chip size="small" label={t(`events.kind.${event.kind}`)} />
        {event.cancelled && (
          <Chip size="small" color="error" variant="outlined" label={t('events.cancelled')} />
        )}
        <MyStatusChip status={event.attendance.status} />
      </Stack>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {event.title}
      </Typography>
      <FactList facts={facts} />
      {event.description && (
        <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <LinkifiedText text={event.description} />
        </Typography>
      )}
    </Stack>
  )
}
