import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { cardOf, eventOf, going } from './events.test-data'

const ME = 17
const page = (elements: unknown[]) => ({ count: elements.length, elements, hasMore: false })
const noGroups = { 'GET /api/core/groups': { body: page([]) } }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the events section', () => {
  it('lists upcoming events with kind, place and places taken, and opens one to attend it', async () => {
    const user = setupUser()
    const lists: string[] = []
    let attending = false
    stubFetch({
      ...signedIn(ME),
      ...noGroups,
      'GET /api/core/events': ({ url }) => {
        lists.push(url)
        return { body: page([cardOf(5, { title: 'Школа по катализу', capacity: 2, attendeeCount: 1 })]) }
      },
      'GET /api/core/events/5': () => ({
        body: eventOf(5, {
          title: 'Школа по катализу',
          capacity: 2,
          attendeeCount: attending ? 2 : 1,
          attendance: attending
            ? going(2)
            : { status: null, position: null, attendeeCount: 1, waitingCount: 0 },
        }),
      }),
      'GET /api/core/events/5/attendees': { body: page([]) },
      'POST /api/core/events/5/attendance': () => {
        attending = true
        return { body: going(2) }
      },
    })
    await renderApp({ path: '/events?q=катализ', locale: 'ru' })
    const list = await screen.findByRole('list', { name: 'Предстоящие' })
    expect(lists[0]).toContain('when=upcoming')
    expect(lists[0]).toContain(`query=${encodeURIComponent('катализ')}`)
    expect(within(list).getByText('Семинар')).toBeTruthy()
    expect(within(list).getByText('Академгородок')).toBeTruthy()
    expect(within(list).getByText('1 из 2 мест занято')).toBeTruthy()

    await user.click(within(list).getByRole('link', { name: 'Школа по катализу' }))
    await screen.findByRole('heading', { level: 1, name: 'Школа по катализу' })
    await user.click(screen.getByRole('button', { name: 'Пойду' }))
    expect(await screen.findByRole('button', { name: 'Не пойду' })).toBeTruthy()
    await waitFor(() => expect(screen.getAllByText('2 из 2 мест занято').length).toBeGreaterThan(0))
  })

  it('says there is nothing upcoming and offers to create an event', async () => {
    stubFetch({ ...signedIn(ME), ...noGroups, 'GET /api/core/events': { body: page([]) } })
    await renderApp({ path: '/events', locale: 'en' })
    expect(await screen.findByText('No upcoming events')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Create event' }).length).toBe(2)
  })
})
