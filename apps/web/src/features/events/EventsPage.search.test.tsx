import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { cardOf, eventOf } from './events.test-data'

const page = (elements: unknown[]) => ({ count: elements.length, elements, hasMore: false })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('searching the events', () => {
  it('opens an event clicked while the typed words are still settling, and stays there', async () => {
    const user = setupUser()
    stubFetch({
      ...signedIn(17),
      'GET /api/core/groups': { body: page([]) },
      'GET /api/core/events': { body: page([cardOf(5, { title: 'Школа по катализу' })]) },
      'GET /api/core/events/5': { body: eventOf(5, { title: 'Школа по катализу' }) },
      'GET /api/core/events/5/attendees': { body: page([]) },
    })
    await renderApp({ path: '/events', locale: 'ru' })
    const list = await screen.findByRole('list', { name: 'Предстоящие' })
    // The words typed, and the event clicked at once, before the search had settled.
    const words = screen.getByRole('searchbox', { name: 'Поиск по словам' })
    await user.type(words, 'катализ')
    expect((words as HTMLInputElement).value).toBe('катализ')
    await user.click(within(list).getByRole('link', { name: 'Школа по катализу' }))
    await screen.findByRole('heading', { level: 1, name: 'Школа по катализу' })
    // Longer than the search's pause: the words typed on the list must not take the reader back.
    await new Promise((resolve) => setTimeout(resolve, 600))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/events/5'))
    expect(screen.getByRole('heading', { level: 1, name: 'Школа по катализу' })).toBeTruthy()
  })
})
