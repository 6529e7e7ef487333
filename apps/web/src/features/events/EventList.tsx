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
import type { EventPages } from './events.queries'

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
  /** The events: those the filters of /events find (`useEventList`), or a group's (`useGroupEvents`). */
  list: EventPages
  /** Where the empty list's title and hint are (`<emptyKey>.title`, `<emptyKey>.hint`). */
  emptyKey: string
  /** What the empty list offers (creating an event). */
  emptyAction?: ReactNode
}

/** Upcoming or past events, 20 at a time as the list scrolls; what was loaded last reads offline. */
export const EventList = ({ when, list, emptyKey, emptyAction }: Props) => {
  const { t } = useTranslation()
  const events = list.data?.pages.flatMap((page) => page.elements) ?? []
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
          title={t(`${emptyKey}.title`)}
          hint={t(`${emptyKey}.hint`)}
          action={emptyAction}
        />
      }
      error={list.isError ? messageText(t, failureMessage(list.error, 'events.loadError')) : null}
      errorCause={list.error}
      onRetry={() => void (list.hasNextPage ? list.fetchNextPage() : list.refetch())}
    />
  )
}
