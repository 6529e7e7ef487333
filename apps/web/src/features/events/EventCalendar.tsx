import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import EventOutlined from '@mui/icons-material/EventOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { EventCard } from '@nauka/contracts'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../shared/EmptyState'
import { RetryAlert } from '../../shared/RetryAlert'
import { useNow } from '../../shared/time/now'
import { CalendarGrid } from './CalendarGrid'
import {
  eventsByDay,
  gridRange,
  type Month,
  monthGrid,
  monthOf,
  monthTitle,
  shiftMonth,
  weekStartOf,
} from './calendar'
import { EventCardRow } from './EventCardRow'
import { EventsSkeleton } from './EventList'
import { useEventMonth } from './events.queries'
import type { EventFilters } from './filters'
import { useReader } from './useEventTexts'
import { dayOf } from './zoned'

type Props = { month: Month | null; onMonth: (month: Month) => void; filters: EventFilters }

/** A day's heading in words: "четверг, 10 декабря". */
const dayTitle = (key: string, locale: 'ru' | 'en') =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${key}T00:00:00Z`),
  )

const DayEvents = ({
  day,
  events,
  headingId,
}: {
  day: string
  events: readonly EventCard[]
  headingId?: string
}) => {
  const { locale } = useReader()
  return (
    <Box component="section" aria-labelledby={`${headingId ?? 'day'}-${day}`}>
      <Typography
        id={`${headingId ?? 'day'}-${day}`}
        variant="h3"
        component="h2"
        tabIndex={-1}
        sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1, '&:first-letter': { textTransform: 'uppercase' } }}
      >
        {dayTitle(day, locale)}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {events.map((event) => (
          <li key={event.id}>
            <EventCardRow event={event} headingLevel="h3" />
          </li>
        ))}
      </Box>
    </Box>
  )
}

/**
 * The month view: a grid of the month's weeks (the locale's first weekday), events on their days in
 * the reader's zone, today marked; arrows move between days, Enter shows the day's events. On a
 * phone, the days that have events as a list.
 */
export const EventCalendar = ({ month: asked, onMonth, filters }: Props) => {
  const { t } = useTranslation()
  const { locale, zone } = useReader()
  const now = useNow()
  const today = dayOf(now.toISOString(), zone)
  const month = asked ?? monthOf(today)
  const weekStart = weekStartOf(locale)
  const weeks = monthGrid(month, weekStart)
  const events = useEventMonth(gridRange(weeks, zone), filters)
  const byDay = eventsByDay(events.data ?? [], zone)
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'))
  const titleId = useId()
  const [opened, setOpened] = useState<string | null>(null)
  const panel = useRef<HTMLDivElement>(null)
  const title = monthTitle(month, locale)

  const open = (day: string) => {
    setOpened(day)
    // The day's events show below the grid; its heading takes the focus so they are read next.
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('h2')?.focus())
  }
  const inMonth = weeks.flat().filter((d) => d.inMonth && (byDay.get(d.key)?.length ?? 0) > 0)
  const openedEvents = opened ? (byDay.get(opened) ?? []) : []

  return (
    <Box>
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ px: { xs: 1, sm: 2 }, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <IconButton onClick={() => onMonth(shiftMonth(month, -1))} aria-label={t('events.calendar.previous')}>
          <ChevronLeft />
        </IconButton>
        <Typography
          id={titleId}
          variant="h3"
          component="h2"
          aria-live="polite"
          sx={{ flex: 1, textAlign: 'center' }}
        >
          {title}
        </Typography>
        <IconButton onClick={() => onMonth(shiftMonth(month, 1))} aria-label={t('events.calendar.next')}>
          <ChevronRight />
        </IconButton>
        <Button onClick={() => onMonth(monthOf(today))}>{t('events.calendar.today')}</Button>
      </Stack>
      {events.isError && (
        <RetryAlert
          error={events.error}
          fallbackKey="events.loadError"
          onRetry={() => void events.refetch()}
          sx={{ m: 2 }}
        />
      )}
      {events.data === undefined ? (
        events.isError ? null : (
          <EventsSkeleton />
        )
      ) : phone ? (
        inMonth.length === 0 ? (
          <EmptyState
            icon={<EventOutlined />}
            title={t('events.empty.month.title')}
            hint={t('events.empty.month.hint')}
          />
        ) : (
          inMonth.map((d) => (
            <DayEvents key={d.key} day={d.key} events={byDay.get(d.key) ?? []} headingId={titleId} />
          ))
        )
      ) : (
        <>
          <CalendarGrid
            weeks={weeks}
            byDay={byDay}
            today={today}
            opened={opened}
            weekStart={weekStart}
            labelledBy={titleId}
            onOpen={open}
            onMonth={onMonth}
          />
          <div ref={panel}>
            {opened && openedEvents.length > 0 && <DayEvents day={opened} events={openedEvents} />}
            {opened && openedEvents.length === 0 && (
              <Typography color="text.secondary" sx={{ px: 3, py: 2 }} role="status">
                {t('events.calendar.noneThatDay', { day: dayTitle(opened, locale) })}
              </Typography>
            )}
          </div>
        </>
      )}
    </Box>
  )
}
