import { AttendanceStatus } from '@nauka/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { eventOf } from './events.test-data'

const page = (elements: unknown[]) => ({ count: elements.length, elements, hasMore: false })

const showEvent = async (event: ReturnType<typeof eventOf>, locale: 'ru' | 'en' = 'en') => {
  stubFetch({
    ...signedIn(17),
    'GET /api/core/groups': { body: page([]) },
    [`GET /api/core/events/${event.id}`]: { body: event },
    [`GET /api/core/events/${event.id}/attendees`]: { body: page([]) },
  })
  await renderApp({ path: `/events/${event.id}`, locale })
  await screen.findByRole('heading', { level: 1, name: event.title })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('an event page', () => {
  it('tells one waiting their place and lets them leave the list', async () => {
    await showEvent(
      eventOf(3, {
        capacity: 1,
        attendeeCount: 1,
        myStatus: AttendanceStatus.Waiting,
        attendance: { status: AttendanceStatus.Waiting, position: 3, attendeeCount: 1, waitingCount: 4 },
      }),
    )
    expect(screen.getByText('On the waiting list: #3')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Leave the waiting list' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Waiting list · 4' })).toBeTruthy()
  })

  it('offers the waiting list at capacity, and nothing once registration closed', async () => {
    await showEvent(
      eventOf(4, {
        capacity: 2,
        attendeeCount: 2,
        attendance: { status: null, position: null, attendeeCount: 2, waitingCount: 0 },
      }),
    )
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeTruthy()
    vi.unstubAllGlobals()
    await showEvent(eventOf(6, { registrationOpen: false }))
    expect(screen.getByText('Registration is closed')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Attend' })).toBeNull()
  })

  it('links its .ics as a download, and its chat for attendees of an event held in the platform', async () => {
    await showEvent(
      eventOf(7, {
        inPlatform: true,
        place: null,
        online: true,
        dialogId: 42,
        myStatus: AttendanceStatus.Going,
        attendance: { status: AttendanceStatus.Going, position: null, attendeeCount: 1, waitingCount: 0 },
      }),
    )
    const ics = screen.getByRole('link', { name: 'Add to calendar' })
    expect(ics.getAttribute('href')).toBe('/api/core/events/7/ics')
    expect(ics.hasAttribute('download')).toBe(true)
    expect(screen.getByRole('link', { name: 'Open the event chat' }).getAttribute('href')).toBe('/chats/42')
    expect(screen.getByRole('button', { name: 'Cancel attendance' })).toBeTruthy()
  })

  it('keeps the chat closed to one not attending', async () => {
    await showEvent(eventOf(8, { inPlatform: true, place: null, online: true, dialogId: null }))
    expect((screen.getByRole('button', { name: 'Open the event chat' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect(screen.getByText(/The event chat is open to attendees/)).toBeTruthy()
  })

  it('lets its organiser cancel it after confirming', async () => {
    const user = setupUser()
    let cancelled = false
    stubFetch({
      ...signedIn(17),
      'GET /api/core/groups': { body: page([]) },
      'GET /api/core/events/9': () => ({ body: eventOf(9, { canEdit: true, cancelled }) }),
      'GET /api/core/events/9/attendees': { body: page([]) },
      'DELETE /api/core/events/9': () => {
        cancelled = true
        return { status: 204 }
      },
    })
    await renderApp({ path: '/events/9', locale: 'ru' })
    await user.click(await screen.findByRole('button', { name: 'Отменить событие' }))
    const dialog = screen.getByRole('dialog', { name: 'Отменить событие?' })
    await user.click(within(dialog).getByRole('button', { name: 'Отменить событие' }))
    expect(await screen.findByText('Событие отменено организатором.')).toBeTruthy()
    expect(cancelled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Пойду' })).toBeNull()
  })

  it("lets its organiser edit it on its own zone's clock", async () => {
    const user = setupUser()
    const sent: unknown[] = []
    const event = eventOf(10, { canEdit: true, title: 'Семинар о катализе' })
    stubFetch({
      ...signedIn(17),
      'GET /api/core/groups': { body: page([]) },
      'GET /api/core/events/10': { body: event },
      'GET /api/core/events/10/attendees': { body: page([]) },
      'PATCH /api/core/events/10': ({ init }) => {
        sent.push(JSON.parse(String(init?.body)))
        return { body: { ...event, title: 'Семинар о катализаторах' } }
      },
    })
    await renderApp({ path: '/events/10', locale: 'ru' })
    await user.click(await screen.findByRole('button', { name: 'Редактировать' }))
    const form = screen.getByRole('dialog', { name: 'Изменить событие' })
    // Held 03:00–11:00 UTC in Novosibirsk (+7): its own clock reads 10:00–18:00.
    expect((within(form).getByLabelText(/Начало/) as HTMLInputElement).value).toBe('2030-03-15T10:00')
    expect((within(form).getByLabelText(/Окончание/) as HTMLInputElement).value).toBe('2030-03-15T18:00')
    expect((within(form).getByRole('combobox', { name: /Часовой пояс/ }) as HTMLInputElement).value).toMatch(
      /^Asia\/Novosibirsk \(GMT\+07:00\)$/,
    )
    const title = within(form).getByRole('textbox', { name: /Название/ })
    fireEvent.change(title, { target: { value: 'Семинар о катализаторах' } })
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      title: 'Семинар о катализаторах',
      startsAt: '2030-03-15T03:00:00.000Z',
      endsAt: '2030-03-15T11:00:00.000Z',
      timeZone: 'Asia/Novosibirsk',
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Семинар о катализаторах' })).toBeTruthy()
  })
})
