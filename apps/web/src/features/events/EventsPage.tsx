import AddOutlined from '@mui/icons-material/AddOutlined'
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { SectionPage } from '../../shared/SectionPage'
import { useDebouncedValue } from '../../shared/useDebouncedValue'
import { useLayoutPlan } from '../layout/useLayoutPlan'
import { CalendarFeedDialog } from './CalendarFeedDialog'
import type { Month } from './calendar'
import { EventCalendar } from './EventCalendar'
import { EventFilterBar } from './EventFilterBar'
import { EventFormDialog } from './EventFormDialog'
import { FilteredEventList } from './FilteredEventList'
import { EVENT_VIEWS, type EventFilters, type EventView, paramsOf, stateOf } from './filters'

/**
 * /events: upcoming and past events with filters, and a month calendar; create an event; the
 * reader's calendar feed. The view, month and filters live in the address.
 */
export const EventsPage = () => {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const state = stateOf(params)
  // The lists ask the server once typing pauses; the other filters apply at once.
  const query = useDebouncedValue(state.filters.query)
  const { kind, area, attending } = state.filters
  const asked = useMemo(() => ({ query, kind, area, attending }), [query, kind, area, attending])
  const [creating, setCreating] = useState(false)
  const [feedOpen, setFeedOpen] = useState(false)
  // SPEC 9: below the 768 px breakpoint the phone variant shows, as the whole layout does.
  const phone = useLayoutPlan().mobile
  const paramsText = params.toString()
  const go = useCallback(
    (change: { view?: EventView; filters?: EventFilters; month?: Month | null }) =>
      setParams(paramsOf({ ...stateOf(new URLSearchParams(paramsText)), ...change }), { replace: true }),
    [paramsText, setParams],
  )
  const onFilters = useCallback((filters: EventFilters) => go({ filters }), [go])
  const createButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
      {t('events.create')}
    </Button>
  )

  return (
    <SectionPage
      title={t('events.title')}
      actions={
        // On a phone the title leaves room for icons only; their names are the same words.
        phone ? (
          <Stack direction="row" spacing={1}>
            <IconButton aria-label={t('events.feed.open')} onClick={() => setFeedOpen(true)}>
              <CalendarMonthOutlined />
            </IconButton>
            <IconButton color="primary" aria-label={t('events.create')} onClick={() => setCreating(true)}>
              <AddOutlined />
            </IconButton>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1}>
            <Button startIcon={<CalendarMonthOutlined />} onClick={() => setFeedOpen(true)}>
              {t('events.feed.open')}
            </Button>
            {createButton}
          </Stack>
        )
      }
    >
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={state.view}
          onChange={(_e, view: EventView) => go({ view })}
          variant="fullWidth"
          aria-label={t('events.views.label')}
        >
          {EVENT_VIEWS.map((view) => (
            <Tab
              key={view}
              value={view}
              label={t(`events.views.${view}`)}
              id={`events-tab-${view}`}
              aria-controls="events-panel"
            />
          ))}
        </Tabs>
      </Box>
      <EventFilterBar filters={state.filters} onChange={onFilters} />
      <Box role="tabpanel" id="events-panel" aria-labelledby={`events-tab-${state.view}`}>
        {state.view === 'calendar' ? (
          <EventCalendar month={state.month} onMonth={(month) => go({ month })} filters={asked} />
        ) : (
          <FilteredEventList key={state.view} when={state.view} filters={asked} createAction={createButton} />
        )}
      </Box>
      {creating && <EventFormDialog open onClose={() => setCreating(false)} />}
      <CalendarFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
    </SectionPage>
  )
}
