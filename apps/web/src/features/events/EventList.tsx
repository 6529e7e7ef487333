import EventOutlined from '@mui/icons-material/EventOutlined'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import type { EventCard } from '@nauka/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { EmptyState } from '../../shared/EmptyState'
import { InfiniteList } from '../../shared/InfiniteList'
import { EventCardRow } from './EventCardRow'
import { useEventList } from './events.queries'
import { type EventFilters, isFiltered } from './filters'

export const EventsSkeleton = () => (
  <Stack>
    {[0, 1, 2].map((i) => (
      <Stack key={i} spacing={1} sx={{ px: 3, py: 2 }}>
        <Skeleton width={90} height={24} />
        <Skeleton width="60%" height={28} />
        <Skeleton width="45%" />
        <Skeleton width="30%" />
      </Stack>
    ))}
  </Stack>
)

type Props = {
  when: 'upcoming' | 'past'
  filters: EventFilters
  /** The create button of the empty upcoming list. */
  createAction: ReactNode
}

/** Upcoming or past events, 20 at a time as the list scrolls; what was loaded last reads offline. */
export const EventList = ({ when, filters, createAction }: Props) => {
  const { t } = useTranslation()
  const list = useEventList(when, filters)
  const events = list.data?.pages.flatMap((page) => page.elements) ?? []
  const emptyKey = isFiltered(filters) ? 'filtered' : when
  return (
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
          title={t(`events.empty.${emptyKey}.title`)}
          hint={t(`events.empty.${emptyKey}.hint`)}
          action={emptyKey === 'upcoming' ? createAction : undefined}
        />
      }
      error={list.isError ? messageText(t, failureMessage(list.error, 'events.loadError')) : null}
      onRetry={() => void (list.hasNextPage ? list.fetchNextPage() : list.refetch())}
    />
  )
}
