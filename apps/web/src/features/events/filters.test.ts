import { EventKind } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { isFiltered, paramsOf, stateOf } from './filters'

describe('the events page address', () => {
  it('reads the default: upcoming, nothing filtered', () => {
    const state = stateOf(new URLSearchParams(''))
    expect(state).toEqual({
      view: 'upcoming',
      filters: { query: '', kind: null, area: null, attending: false },
      month: null,
    })
    expect(isFiltered(state.filters)).toBe(false)
    expect(paramsOf(state).toString()).toBe('')
  })

  it('round-trips a calendar month with every filter', () => {
    const text = 'view=calendar&month=2026-12&q=%D1%85%D0%B8%D0%BC%D0%B8%D1%8F&kind=2&area=40%3A5&mine=1'
    const state = stateOf(new URLSearchParams(text))
    expect(state.view).toBe('calendar')
    expect(state.month).toEqual({ year: 2026, month: 12 })
    expect(state.filters).toEqual({ query: 'химия', kind: EventKind.Seminar, area: '40:5', attending: true })
    expect(isFiltered(state.filters)).toBe(true)
    expect(paramsOf(state).toString()).toBe(text)
  })

  it('ignores what it cannot read', () => {
    const state = stateOf(new URLSearchParams('view=map&month=2026-13&kind=9&area=202:1&mine=yes'))
    expect(state).toEqual({
      view: 'upcoming',
      filters: { query: '', kind: null, area: null, attending: false },
      month: null,
    })
  })
})
