import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Handler, signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { eventOf } from './events.test-data'

const page = (elements: unknown[]) => ({ count: elements.length, elements, hasMore: false })

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Signed in, on the events page (no groups to organise for), with the new event's form open. */
const openNewEventForm = async (user: ReturnType<typeof setupUser>, routes: Record<string, Handler> = {}) => {
  stubFetch({
    ...signedIn(17),
    'GET /api/core/groups': { body: page([]) },
    'GET /api/core/events': { body: page([]) },
    ...routes,
  })
  await renderApp({ path: '/events', locale: 'en' })
  await screen.findByText('No upcoming events')
  await user.click(screen.getAllByRole('button', { name: 'Create event' })[0] as HTMLElement)
  return screen.getByRole('dialog', { name: 'New event' })
}

describe('creating an event', () => {
  it("shows the contract's messages under the fields, then sends the times of the chosen zone as instants", async () => {
    const user = setupUser()
    const sent: unknown[] = []
    const form = await openNewEventForm(user, {
      'POST /api/core/events': ({ init }) => {
        sent.push(JSON.parse(String(init?.body)))
        return { status: 201, body: eventOf(11, { title: 'Defence of a thesis' }) }
      },
      'GET /api/core/events/11': { body: eventOf(11, { title: 'Defence of a thesis' }) },
      'GET /api/core/events/11/attendees': { body: page([]) },
    })
    await user.click(within(form).getByRole('button', { name: 'Create' }))
    expect(within(form).getByText('Enter the event title')).toBeTruthy()
    expect(within(form).getByText('Enter the start')).toBeTruthy()
    expect(within(form).getByText('Enter the end')).toBeTruthy()
    expect(within(form).getByText('Give a place, a link, or hold it online in the platform')).toBeTruthy()
    expect(sent).toEqual([])

    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Defence of a thesis')
    fireEvent.change(within(form).getByLabelText(/Start/), { target: { value: '2030-03-15T10:00' } })
    fireEvent.change(within(form).getByLabelText(/End/), { target: { value: '2030-03-15T12:00' } })
    const zone = within(form).getByRole('combobox', { name: /Time zone/ })
    await user.clear(zone)
    await user.type(zone, 'Novosibirsk')
    await user.click(await screen.findByRole('option', { name: /Asia\/Novosibirsk/ }))
    await user.click(within(form).getByRole('checkbox', { name: /Online in the platform/ }))
    await user.click(within(form).getByRole('button', { name: 'Create' }))

    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      title: 'Defence of a thesis',
      startsAt: '2030-03-15T03:00:00.000Z',
      endsAt: '2030-03-15T05:00:00.000Z',
      timeZone: 'Asia/Novosibirsk',
      inPlatform: true,
      place: null,
    })
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/events/11'))
  })
})

describe("the form's places", () => {
  it("online in the platform, names the chat's limit under the places and refuses more", async () => {
    const user = setupUser()
    const form = await openNewEventForm(user)
    const hint = 'At most 499, as many as the event chat holds; empty means 499'
    expect(within(form).queryByText(hint)).toBeNull()
    await user.click(within(form).getByRole('checkbox', { name: /Online in the platform/ }))
    expect(within(form).getByText(hint)).toBeTruthy()
    await user.type(within(form).getByRole('spinbutton', { name: 'Places' }), '500')
    await user.click(within(form).getByRole('button', { name: 'Create' }))
    expect(
      within(form).getByText("Online in the platform, at most 499 places: as many as the event's chat holds"),
    ).toBeTruthy()
    expect(within(form).queryByText(hint)).toBeNull()
  })
})
