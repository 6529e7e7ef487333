import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { EventCard } from '@nauka/contracts'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '../../shared/visuallyHidden'
import { type GridDay, type Month, monthOf, movedDay, weekdayNames } from './calendar'
import { useReader } from './useEventTexts'

type Props = {
  weeks: GridDay[][]
  byDay: Map<string, EventCard[]>
  today: string
  opened: string | null
  weekStart: number
  labelledBy: string
  onOpen: (day: string) => void
  onMonth: (month: Month) => void
}

/** Titles shown in a day's cell; more read as "+N". */
const SHOWN_PER_DAY = 2

/**
 * The month as an ARIA grid (APG date grid): one day takes the tab stop; arrows, Home/End and
 * Page Up/Down move it, into the next month when they leave this one; Enter or a click opens it.
 */
export const CalendarGrid = ({
  weeks,
  byDay,
  today,
  opened,
  weekStart,
  labelledBy,
  onOpen,
  onMonth,
}: Props) => {
  const { t } = useTranslation()
  const { locale } = useReader()
  const days = weeks.flat()
  const inThisMonth = days.find((d) => d.inMonth)?.key ?? today
  const startOfFocus = days.some((d) => d.key === today && d.inMonth) ? today : inThisMonth
  const [focused, setFocused] = useState(startOfFocus)
  const moved = useRef(false)
  const table = useRef<HTMLTableElement>(null)
  const visible = days.some((d) => d.key === focused && d.inMonth)
  const tabStop = visible ? focused : startOfFocus

  // A move by key focuses its day once it is drawn (after a month change too).
  useEffect(() => {
    if (!moved.current) return
    const cell = table.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)
    if (cell) {
      cell.focus()
      moved.current = false
    }
  })

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, day: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onOpen(day)
      return
    }
    const next = movedDay(event.key, day, weekStart)
    if (next === null) return
    event.preventDefault()
    moved.current = true
    setFocused(next)
    if (!days.some((d) => d.key === next && d.inMonth)) onMonth(monthOf(next))
  }

  const names = weekdayNames(locale, weekStart)
  // What a screen reader hears after the date's number: the month, today, how many events.
  const dayWords = (day: GridDay, count: number) => {
    const month = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' })
      .format(new Date(`${day.key}T00:00:00Z`))
      .replace(String(day.date), '')
      .trim()
    const parts = [` ${month}`]
    if (day.key === today) parts.push(t('events.calendar.today'))
    parts.push(t('events.calendar.count', { count }))
    return `${parts.join(', ')}${count > 0 ? ':' : ''}`
  }

  return (
    <Box
      component="table"
      ref={table}
      role="grid"
      aria-labelledby={labelledBy}
      sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}
    >
      <thead>
        <tr>
          {names.map((name) => (
            <Box component="th" key={name.long} scope="col" abbr={name.long} sx={{ py: 1, fontWeight: 500 }}>
              <Typography variant="body2" color="text.secondary" component="span">
                {name.short}
              </Typography>
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.key}>
            {week.map((day) => {
              const events = byDay.get(day.key) ?? []
              const isToday = day.key === today
              return (
                <Box
                  component="td"
                  key={day.key}
                  role="gridcell"
                  data-day={day.key}
                  tabIndex={day.key === tabStop ? 0 : -1}
                  aria-selected={day.key === opened}
                  aria-current={isToday ? 'date' : undefined}
                  onClick={() => {
                    setFocused(day.key)
                    onOpen(day.key)
                  }}
                  onFocus={() => setFocused(day.key)}
                  onKeyDown={(event) => onKeyDown(event, day.key)}
                  sx={{
                    height: 88,
                    verticalAlign: 'top',
                    p: 0.5,
                    border: 1,
                    borderColor: 'divider',
                    cursor: 'pointer',
                    bgcolor:
                      day.key === opened ? 'action.selected' : day.inMonth ? undefined : 'action.hover',
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                  }}
                >
                  <Box
                    component="span"
                    sx={{
                      width: 28,
                      height: 28,
                      display: 'grid',
                      placeItems: 'center',
                      borderRadius: '50%',
                      fontWeight: isToday ? 700 : 400,
                      bgcolor: isToday ? 'primary.main' : undefined,
                      color: isToday
                        ? 'primary.contrastText'
                        : day.inMonth
                          ? 'text.primary'
                          : 'text.secondary',
                    }}
                  >
                    {day.date}
                  </Box>
                  <Box component="span" sx={visuallyHidden}>
                    {dayWords(day, events.length)}
                  </Box>
                  {events.slice(0, SHOWN_PER_DAY).map((event) => (
                    <Typography
                      key={event.id}
                      variant="caption"
                      component="div"
                      noWrap
                      sx={{
                        px: 0.5,
                        mt: 0.25,
                        borderRadius: 1,
                        bgcolor: event.cancelled ? 'action.disabledBackground' : 'action.selected',
                        color: 'text.primary',
                        textDecoration: event.cancelled ? 'line-through' : undefined,
                      }}
                    >
                      {event.title}
                    </Typography>
                  ))}
                  {events.length > SHOWN_PER_DAY && (
                    <Typography variant="caption" component="div" color="text.secondary" sx={{ px: 0.5 }}>
                      {t('events.calendar.more', { count: events.length - SHOWN_PER_DAY })}
                    </Typography>
                  )}
                </Box>
              )
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  )
}
