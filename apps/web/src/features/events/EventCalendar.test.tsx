import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp } from '../../test/renderApp'
import { cardOf } from './events.test-data'

const page = (elements: unknown[]) => ({ count: elements.length, elements, hasMore: false })

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

const cellOf = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`)

describe('the events calendar', () => {
  it('draws the month from Monday in Russian, moves by keys into the next month and opens a day with Enter', async () => {
    vi.stubEnv('TZ', 'UTC')
    const asked: string[] = []
    stubFetch({
      ...signedIn(17),
      'GET /api/core/events': ({ url }) => {
        asked.push(url)
        const upcoming = new URL(url, 'http://localhost').searchParams.get('when') === 'upcoming'
        return { body: page(upcoming ? [cardOf(5, { title: 'Школа по катализу' })] : []) }
      },
    })
    await renderApp({ path: '/events?view=calendar&month=2030-03', locale: 'ru' })
    const grid = await screen.findByRole('grid', { name: 'Март 2030 г.' })
    expect(within(grid).getAllByRole('columnheader')[0]?.textContent).toBe('пн')
    // The month's grid bounds what is asked, past and upcoming alike.
    await waitFor(() => expect(asked.some((url) => url.includes('from=2030-02-25T00'))).toBe(true))
    const day = await within(grid).findByRole('gridcell', { name: '15 марта, 1 событие: Школа по катализу' })

    act(() => day.focus())
    fireEvent.keyDown(day, { key: 'ArrowRight' })
    await waitFor(() => expect(document.activeElement).toBe(cellOf('2030-03-16')))
    fireEvent.keyDown(cellOf('2030-03-16') as HTMLElement, { key: 'PageDown' })
    await screen.findByRole('grid', { name: 'Апрель 2030 г.' })
    await waitFor(() => expect(document.activeElement).toBe(cellOf('2030-04-16')))
    expect(screen.getByTestId('location').textContent).toBe('/events')
    fireEvent.keyDown(cellOf('2030-04-16') as HTMLElement, { key: 'PageUp' })
    await screen.findByRole('grid', { name: 'Март 2030 г.' })
    await waitFor(() => expect(document.activeElement).toBe(cellOf('2030-03-16')))
    fireEvent.keyDown(cellOf('2030-03-16') as HTMLElement, { key: 'ArrowLeft' })
    await waitFor(() => expect(document.activeElement).toBe(cellOf('2030-03-15')))
    fireEvent.keyDown(cellOf('2030-03-15') as HTMLElement, { key: 'Enter' })
    const opened = await screen.findByRole('region', { name: /15 марта/ })
    expect(within(opened).getByRole('link', { name: 'Школа по катализу' }).getAttribute('href')).toBe(
      '/events/5',
    )
  })
})
