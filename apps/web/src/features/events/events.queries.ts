import {
  type AttendanceStatus,
  type Event,
  type EventAttendance,
  type EventCard,
  type EventListQuery,
  type EventPage,
  type EventUpdate,
  PAGE_SIZE,
  type EventCreate as WireCreate,
} from '@nauka/contracts'
import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from '../../api/api'
import { cardWithAttendance, withAttendance } from './attendance'
import { eventKeys } from './events.keys'
import type { EventFilters } from './filters'

const queryOf = (filters: EventFilters): Partial<EventListQuery> => ({
  query: filters.query || undefined,
  kind: filters.kind ?? undefined,
  area: filters.area ?? undefined,
  attending: filters.attending ? true : undefined,
})

type When = 'upcoming' | 'past'

/** Upcoming (soonest first) or past (latest first) events, 20 a page, the next while `hasMore`. */
const useEventPages = (queryKey: readonly unknown[], when: When, query: Partial<EventListQuery>) =>
  useInfiniteQuery({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.events.list({
        query: { when, ...query, page: pageParam, pageSize: PAGE_SIZE.events },
        signal,
      }),
    getNextPageParam: (last: EventPage, pages) => (last.hasMore ? pages.length + 1 : undefined),
  })

/** The events of /events that its filters find. */
export const useEventList = (when: When, filters: EventFilters) =>
  useEventPages(eventKeys.list(when, filters), when, queryOf(filters))

/** `GET /events?group=`: the events a group organises. */
export const useGroupEvents = (groupId: number, when: When) =>
  useEventPages(eventKeys.group(groupId, when), when, { group: groupId })

/** A page-by-page list of events, as both hooks above answer it. */
export type EventPages = ReturnType<typeof useEventList>

/** A month's pages are read whole: a calendar shows every event on its day. */
const MONTH_PAGE_SIZE = 100
/** A month with more events than this shows the first ones (the list views page through all). */
const MONTH_PAGES_MAX = 5

const wholeRange = async (
  when: 'upcoming' | 'past',
  range: { from: string; to: string },
  filters: EventFilters,
  signal: AbortSignal,
): Promise<EventCard[]> => {
  const events: EventCard[] = []
  for (let page = 1; page <= MONTH_PAGES_MAX; page += 1) {
    const answer = await api.events.list({
      query: { when, ...range, ...queryOf(filters), page, pageSize: MONTH_PAGE_SIZE },
      signal,
    })
    events.push(...answer.elements)
    if (!answer.hasMore) break
  }
  return events
}

/** The events that start within a calendar's grid, past and upcoming, by start. */
export const useEventMonth = (range: { from: string; to: string }, filters: EventFilters) =>
  useQuery({
    queryKey: eventKeys.month(range.from, range.to, filters),
    // The grid keeps the last month's events while the next loads, so the keyboard's focus stays.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const [past, upcoming] = await Promise.all([
        wholeRange('past', range, filters, signal),
        wholeRange('upcoming', range, filters, signal),
      ])
      return [...past, ...upcoming].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    },
  })

export const useEvent = (id: number | null) =>
  useQuery({
    queryKey: eventKeys.event(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => api.events.get({ params: { id: id ?? 0 }, signal }),
  })

/** Those attending (or waiting), in order, 20 a page. */
export const useAttendees = (id: number, status: AttendanceStatus) =>
  useInfiniteQuery({
    queryKey: eventKeys.attendees(id, status),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.events.attendees({
        params: { id },
        query: { status, page: pageParam, pageSize: PAGE_SIZE.events },
        signal,
      }),
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  })

type Lists = InfiniteData<EventPage, number>

/** The reader's attendance, at once on the event's page and on its card in every loaded list. */
const applyAttendance = (client: QueryClient, id: number, attendance: EventAttendance) => {
  client.setQueryData<Event>(eventKeys.event(id), (event) => event && withAttendance(event, attendance))
  client.setQueriesData<Lists | EventCard[]>({ queryKey: eventKeys.lists }, (data) => {
    if (!data) return data
    const update = (card: EventCard) => (card.id === id ? cardWithAttendance(card, attendance) : card)
    if (Array.isArray(data)) return data.map(update)
    return { ...data, pages: data.pages.map((page) => ({ ...page, elements: page.elements.map(update) })) }
  })
}

/** Attends (or joins the waiting list), or no longer attends; the attendees are read again. */
export const useAttendance = (id: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (attend: boolean) =>
      attend ? api.events.attend({ params: { id } }) : api.events.unattend({ params: { id } }),
    onSuccess: (attendance) => applyAttendance(client, id, attendance),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['events', 'attendees', id] }),
        client.invalidateQueries({ queryKey: eventKeys.event(id) }),
      ]),
  })
}

/** Creates an event; the lists are read again. */
export const useCreateEvent = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: WireCreate) => api.events.create({ body }),
    onSuccess: async (event) => {
      client.setQueryData(eventKeys.event(event.id), event)
      await client.invalidateQueries({ queryKey: eventKeys.lists })
    },
  })
}

export const useUpdateEvent = (id: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: EventUpdate) => api.events.update({ params: { id }, body }),
    onSuccess: async (event) => {
      client.setQueryData(eventKeys.event(id), event)
      await client.invalidateQueries({ queryKey: eventKeys.lists })
    },
  })
}

export const useCancelEvent = (id: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.events.cancel({ params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  })
}

/** The address of the reader's calendar feed, asked for when the dialog opens. */
export const useCalendarFeed = (enabled: boolean) =>
  useQuery({
    queryKey: eventKeys.feed,
    enabled,
    // The address is answered once, when made; asked again it is null, so the first answer stays.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => api.events.calendarFeed({ signal }),
  })

/** A new feed address; the old one stops working. */
export const useRenewCalendarFeed = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.events.renewCalendarFeed({}),
    onSuccess: (feed) => client.setQueryData(eventKeys.feed, feed),
  })
}
