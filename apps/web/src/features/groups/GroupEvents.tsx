import EventOutlined from '@mui/icons-material/EventOutlined'
import Box from '@mui/material/Box'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import type { EventCard, Group } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { EmptyState } from '../../shared/EmptyState'
import { InfiniteList } from '../../shared/InfiniteList'
import { EventCardRow } from '../events/EventCardRow'
import { EventsSkeleton } from '../events/EventList'
import { useGroupEvents } from './groups.queries'

type When = 'upcoming' | 'past'

/** The events the group organises: upcoming, or past, as the events section lists them. */
export const GroupEvents = ({ group }: { group: Group }) => {
  const { t } = useTranslation()
  const [when, setWhen] = useState<When>('upcoming')
  const list = useGroupEvents(group.id, when)
  const events = list.data?.pages.flatMap((page) => page.elements) ?? []
  return (
    <>
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={when}
          onChange={(_, next: When | null) => next && setWhen(next)}
          aria-label={t('events.views.label')}
        >
          <ToggleButton value="upcoming">{t('events.views.upcoming')}</ToggleButton>
          <ToggleButton value="past">{t('events.views.past')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <InfiniteList<EventCard>
        items={events}
        getKey={(event) => event.id}
        label={t(`events.views.${when}`)}
        renderItem={(event) => <EventCardRow event={event} />}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        initialLoading={list.isPending}
        skeleton={<EventsSkeleton />}
        empty={
          <EmptyState
            icon={<EventOutlined />}
            title={t(`groups.events.empty.${when}.title`)}
            hint={t(`groups.events.empty.${when}.hint`)}
          />
        }
        error={list.isError ? messageText(t, failureMessage(list.error, 'events.loadError')) : null}
        onRetry={() => void (list.hasNextPage ? list.fetchNextPage() : list.refetch())}
      />
    </>
  )
}
