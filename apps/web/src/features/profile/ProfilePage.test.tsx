import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { profileOf } from '../../test/profile'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { useDeviceStore } from '../device/device.store'
import { memoryStorage, usePendingStore } from '../device/pending.store'

const ME = 17
const OTHER = 5

const emptyCatalogue = { body: { count: 0, elements: [] } }

const routes = (over: Record<string, unknown> = {}) => ({
  ...signedIn(ME),
  'GET /api/core/cls/all': emptyCatalogue,
  'POST /api/core/cls/find': emptyCatalogue,
  [`GET /api/core/user_profile/${ME}`]: { body: profileOf(ME) },
  ...over,
})

const section = (name: string) => screen.getByRole('region', { name })

describe('own profile', () => {
  beforeEach(() => {
    usePendingStore.setState({ queue: [], loaded: false, storage: memoryStorage() })
  })

  it('shows the default first and last name placeholders of the language while the name is empty', async () => {
    stubFetch(routes())
    await renderApp({ path: '/profile', locale: 'ru' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Имя Фамилия' })).toBeTruthy()
    await act(async () => {
      await (await import('i18next')).default.changeLanguage('en')
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'First name Last name' })).toBeTruthy()
  })

  it('shows the required-field messages of SPEC 5 in the education, degree, labour and identifier forms', async () => {
    const user = setupUser()
    stubFetch(routes())
    await renderApp({ path: '/profile', locale: 'ru' })
    await screen.findByRole('heading', { level: 1, name: 'Имя Фамилия' })

    await user.click(
      within(section(t('profile.education.title'))).getByRole('button', { name: t('profile.education.add') }),
    )
    const education = screen.getByRole('form', { name: t('profile.education.add') })
    await user.click(within(education).getByRole('button', { name: t('common.save') }))
    expect(within(education).getByText(t('validation.required.education.institution'))).toBeTruthy()
    expect(within(education).getByText(t('validation.required.education.qualification'))).toBeTruthy()
    await user.click(within(education).getByRole('button', { name: t('common.cancel') }))

    await user.click(
      within(section(t('profile.degrees.title'))).getByRole('button', { name: t('profile.degrees.add') }),
    )
    const degree = screen.getByRole('form', { name: t('profile.degrees.add') })
    await user.click(within(degree).getByRole('button', { name: t('common.save') }))
    expect(within(degree).getByText(t('validation.required.degree.name'))).toBeTruthy()
    expect(within(degree).getByText(t('validation.required.degree.date'))).toBeTruthy()
    await user.click(within(degree).getByRole('button', { name: t('common.cancel') }))

    await user.click(
      within(section(t('profile.labor.title'))).getByRole('button', { name: t('profile.labor.add') }),
    )
    const labor = screen.getByRole('form', { name: t('profile.labor.add') })
    await user.click(within(labor).getByRole('button', { name: t('common.save') }))
    expect(within(labor).getByText(t('validation.required.labor.organization'))).toBeTruthy()
    expect(within(labor).getByText(t('validation.required.labor.position'))).toBeTruthy()
    await user.click(within(labor).getByRole('button', { name: t('common.cancel') }))

    await user.click(
      within(section(t('profile.identifiers.title'))).getByRole('button', {
        name: t('profile.identifiers.add'),
      }),
    )
    const identifier = screen.getByRole('form', { name: t('profile.identifiers.add') })
    await user.click(within(identifier).getByRole('button', { name: t('common.save') }))
    expect(within(identifier).getByText(t('validation.required.identifier'))).toBeTruthy()
  })

  it('checks the English names and the links before sending anything', async () => {
    const user = setupUser()
    const fetchMock = stubFetch(routes())
    await renderApp({ path: '/profile', locale: 'ru' })
    await user.click(
      await screen.findByRole('button', {
        name: t('profile.editSection', { section: t('profile.main.title') }),
      }),
    )
    const form = screen.getByRole('form', { name: t('profile.main.title') })
    await user.type(within(form).getByLabelText(t('profile.main.lastNameEn')), 'Кюри')
    await user.type(within(form).getByLabelText(t('profile.main.website')), 'javascript:alert(1)')
    await user.click(within(form).getByRole('button', { name: t('common.save') }))
    expect(within(form).getByText(t('validation.latinOnly'))).toBeTruthy()
    expect(within(form).getByText(t('validation.url.invalid'))).toBeTruthy()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/user_profile/info'))).toBe(false)
  })

  it('keeps a main info edit made offline as pending and shows it at once', async () => {
    const user = setupUser()
    const fetchMock = stubFetch(routes())
    await renderApp({ path: '/profile', locale: 'ru' })
    await screen.findByRole('heading', { level: 1, name: 'Имя Фамилия' })
    act(() => useDeviceStore.getState().setOnline(false))

    await user.click(
      screen.getByRole('button', { name: t('profile.editSection', { section: t('profile.main.title') }) }),
    )
    const form = await screen.findByRole('form', { name: t('profile.main.title') })
    await user.type(within(form).getByLabelText(t('profile.main.firstName')), 'Лиза')
    await user.type(within(form).getByLabelText(t('profile.main.lastName')), 'Мейтнер')
    await user.click(within(form).getByRole('button', { name: t('common.save') }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Лиза Мейтнер' })).toBeTruthy()
    expect(within(section(t('profile.main.title'))).getByText(t('profile.pending.chip'))).toBeTruthy()
    expect(screen.getByText(t('profile.pending.offline'))).toBeTruthy()
    expect(usePendingStore.getState().queue).toMatchObject([
      {
        userId: ME,
        status: 'waiting',
        payload: { kind: 'info', patch: { firstName: 'Лиза', lastName: 'Мейтнер' } },
      },
    ])
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/user_profile/info'))).toBe(false)
  })

  it('sends the pending edits when the browser is back online', async () => {
    const sent: unknown[] = []
    stubFetch(
      routes({
        'POST /api/core/user_profile/info': ({ init }: { init: RequestInit | undefined }) => {
          sent.push(JSON.parse(String(init?.body)))
          return { body: { ...profileOf(ME), firstName: 'Лиза', lastName: null, lang: 1 } }
        },
      }),
    )
    act(() => useDeviceStore.getState().setOnline(false))
    usePendingStore.getState().change(() => [
      {
        id: 'kept',
        userId: ME,
        payload: { kind: 'info', patch: { firstName: 'Лиза' } },
        createdAt: 1,
        status: 'waiting',
        attempts: 0,
        retryAt: null,
        error: null,
      },
    ])
    await renderApp({ path: '/profile', locale: 'ru' })
    act(() => useDeviceStore.getState().setOnline(false))
    await screen.findByRole('heading', { level: 1, name: /Лиза/ })
    expect(sent).toEqual([])
    act(() => useDeviceStore.getState().setOnline(true))
    await waitFor(() => expect(sent).toEqual([{ firstName: 'Лиза' }]))
    await waitFor(() => expect(usePendingStore.getState().queue).toEqual([]))
    expect(await screen.findByText(t('profile.pending.sent'))).toBeTruthy()
  })
})

describe('foreign profile', () => {
  it('is read-only and follows with the inverse of the current state', async () => {
    const user = setupUser()
    const updates: unknown[] = []
    let subscribed = false
    stubFetch(
      routes({
        [`GET /api/core/user_profile/${OTHER}`]: () => ({
          body: profileOf(OTHER, {
            firstName: 'Ада',
            lastName: 'Лавлейс',
            dsc: 'Математик',
            mutualStates: { out: { subscribed, blocked: false }, in: { subscribed: false, blocked: false } },
            meta: { subscr_count: Number(subscribed), subscn_count: 0 },
          }),
        }),
        'PATCH /api/core/user_subscription': ({ init }: { init: RequestInit | undefined }) => {
          const body = JSON.parse(String(init?.body)) as { rEntity: string; subscribed: boolean }[]
          updates.push(body)
          subscribed = body[0]?.subscribed ?? subscribed
          return {
            body: body.map((u) => ({ ...u, blocked: false, fullName: 'Ада Лавлейс', imageUrl: null })),
          }
        },
      }),
    )
    await renderApp({ path: `/profile/${OTHER}`, locale: 'ru' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Ада Лавлейс' })).toBeTruthy()
    expect(screen.getByText('Математик')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Изменить/ })).toBeNull()
    expect(screen.queryByRole('button', { name: t('profile.images.change.avatar') })).toBeNull()

    await user.click(screen.getByRole('button', { name: t('follow.follow') }))
    expect(updates).toEqual([[{ rEntity: `202:${OTHER}`, subscribed: true }]])
    expect(await screen.findByRole('button', { name: t('follow.unfollow') })).toBeTruthy()
  })

  it('keeps the block dialog saying "block" while it fades, and its button does nothing twice', async () => {
    const user = setupUser()
    const updates: unknown[] = []
    let blocked = false
    stubFetch(
      routes({
        [`GET /api/core/user_profile/${OTHER}`]: () => ({
          body: profileOf(OTHER, {
            firstName: 'Ада',
            lastName: 'Лавлейс',
            mutualStates: { out: { subscribed: false, blocked }, in: { subscribed: false, blocked: false } },
          }),
        }),
        'PATCH /api/core/user_subscription': ({ init }: { init: RequestInit | undefined }) => {
          const body = JSON.parse(String(init?.body)) as { rEntity: string; blocked: boolean }[]
          updates.push(body)
          blocked = body[0]?.blocked ?? blocked
          return {
            body: body.map((u) => ({ ...u, subscribed: false, fullName: 'Ада Лавлейс', imageUrl: null })),
          }
        },
      }),
    )
    await renderApp({ path: `/profile/${OTHER}`, locale: 'ru' })
    await user.click(await screen.findByRole('button', { name: t('follow.more') }))
    await user.click(screen.getByRole('menuitem', { name: t('follow.block') }))
    const dialog = screen.getByRole('dialog', { name: t('follow.blockTitle', { name: 'Ада Лавлейс' }) })
    const confirm = within(dialog).getByRole('button', { name: t('follow.block') })
    await user.click(confirm)
    // The relation flips at once (optimistic), while the dialog is still fading out: its words
    // must not flip with it, or a second click there would undo what was just confirmed.
    expect(dialog.textContent).toContain(t('follow.blockTitle', { name: 'Ада Лавлейс' }))
    expect(dialog.textContent).not.toContain(t('follow.unblockTitle', { name: 'Ада Лавлейс' }))
    await setupUser({ pointerEventsCheck: 0 }).click(confirm)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(updates).toEqual([[{ rEntity: `202:${OTHER}`, blocked: true }]])
    expect(await screen.findByRole('button', { name: t('follow.unblock') })).toBeTruthy()
  })

  it('sends the own id to /profile', async () => {
    stubFetch(routes())
    await renderApp({ path: `/profile/${ME}`, locale: 'ru' })
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'))
  })

  it('says when the profile does not exist', async () => {
    stubFetch(routes())
    await renderApp({ path: '/profile/999', locale: 'ru' })
    expect(await screen.findByText(t('profile.notFound.title'))).toBeTruthy()
  })
})
