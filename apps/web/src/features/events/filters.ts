import { EVENT_LIMITS, EventKind, type EventKind as Kind } from '@nauka/contracts'
import { type Month, monthOf } from './calendar'

/** The three views of /events. */
export type EventView = 'upcoming' | 'past' | 'calendar'
export const EVENT_VIEWS: readonly EventView[] = ['upcoming', 'past', 'calendar']

/** What the lists are narrowed to; also part of their query keys. */
export type EventFilters = {
  query: string
  kind: Kind | null
  /** A science area, `"40:<id>"`. */
  area: string | null
  /** Only the events the reader attends or waits for. */
  attending: boolean
}

export type EventsState = { view: EventView; filters: EventFilters; month: Month | null }

const KINDS = Object.values(EventKind) as number[]
const AREA = /^40:[1-9]\d{0,9}$/
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** The page's state from its address (`?view=calendar&month=2026-12&kind=2&area=40:5&mine=1&q=…`). */
export const stateOf = (params: URLSearchParams): EventsState => {
  const view = params.get('view')
  const kind = Number(params.get('kind'))
  const area = params.get('area')
  const month = params.get('month')
  return {
    view: EVENT_VIEWS.includes(view as EventView) ? (view as EventView) : 'upcoming',
    filters: {
      query: (params.get('q') ?? '').slice(0, EVENT_LIMITS.queryMax),
      kind: KINDS.includes(kind) ? (kind as Kind) : null,
      area: area && AREA.test(area) ? area : null,
      attending: params.get('mine') === '1',
    },
    month: month && MONTH.test(month) ? monthOf(`${month}-01`) : null,
  }
}

/** The address of a state: what is default is left out. */
export const paramsOf = (state: EventsState): URLSearchParams => {
  const params = new URLSearchParams()
  if (state.view !== 'upcoming') params.set('view', state.view)
  if (state.view === 'calendar' && state.month)
    params.set('month', `${state.month.year}-${String(state.month.month).padStart(2, '0')}`)
  if (state.filters.query.trim()) params.set('q', state.filters.query.trim())
  if (state.filters.kind !== null) params.set('kind', String(state.filters.kind))
  if (state.filters.area) params.set('area', state.filters.area)
  if (state.filters.attending) params.set('mine', '1')
  return params
}

/** Some filter narrows the lists (an empty list then says so, rather than "nothing planned"). */
export const isFiltered = (filters: EventFilters): boolean =>
  filters.query.trim() !== '' || filters.kind !== null || filters.area !== null || filters.attending
