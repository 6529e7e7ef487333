import type { ReactNode } from 'react'
import { EventList } from './EventList'
import { useEventList } from './events.queries'
import { type EventFilters, isFiltered } from './filters'

type Props = {
  when: 'upcoming' | 'past'
  filters: EventFilters
  /** The create button of the empty upcoming list. */
  createAction: ReactNode
}

/** /events' upcoming or past list: what the filters find; an empty one says whether the filters hid all. */
export const FilteredEventList = ({ when, filters, createAction }: Props) => {
  const emptyKey = isFiltered(filters) ? 'filtered' : when
  return (
    <EventList
      when={when}
      list={useEventList(when, filters)}
      emptyKey={`events.empty.${emptyKey}`}
      emptyAction={emptyKey === 'upcoming' ? createAction : undefined}
    />
  )
}
