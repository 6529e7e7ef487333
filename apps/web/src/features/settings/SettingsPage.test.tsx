import type { ClsItem, SettingsModel } from '@nauka/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { profileOf } from '../../test/profile'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'

const element = (over: Partial<SettingsModel['forms'][number]['elements'][number]>) => ({
  type: 'boolean' as const,
  name: 'x',
  title: 'X',
  num: 1,
  uref: '132:11',
  cls: null,
  default: true,
  context: ['user' as const],
  ...over,
})

const model = (lang: number): SettingsModel => ({
  forms: [
    {
      type: 'form',
      name: 'privacy',
      title: lang === 2 ? 'Privacy' : 'Приватность',
      num: 1,
      elements: [
        element({
          type: 'ext_choice',
          name: 'profile',
          title: 'Who sees my profile',
          uref: '132:11',
          cls: 133,
          default: '133:1',
        }),
        element({ name: 'search', title: 'Show me in search', uref: '132:15', default: true }),
        element({ name: 'groupOnly', title: 'Group only', uref: '132:16', context: ['group'] }),
      ],
    },
    {
      type: 'form',
      name: 'notifications',
      title: 'Notifications',
      num: 2,
      elements: [
        element({ name: 'comments', title: 'Comments on my posts', uref: '132:21', default: false }),
      ],
    },
  ],
})

const option = (num: number, term: string): ClsItem => ({
  id: num,
  cls: 133,
  num,
  code: null,
  term,
  lang: 2,
  level: 1,
  parentNum: null,
  parentClsNum: null,
  uref: `133:${num}`,
  dsc: null,
  other: null,
})

const routes = {
  ...signedIn(),
  'GET /api/core/settings/model': ({ url }: { url: string }) => ({
    body: model(Number(new URL(url, 'http://x').searchParams.get('lang'))),
  }),
  'GET /api/core/cls/all': {
    body: { count: 2, elements: [option(1, 'Everyone'), option(2, 'Only followers')] },
  },
  'GET /api/core/user_profile/17': { body: profileOf(17, { settings: { '132:11': '133:1' } }) },
}

describe('settings page', () => {
  it('lists appearance and the model forms in the right bar', async () => {
    stubFetch(routes)
    await renderApp({ path: '/settings', locale: 'en' })
    const sections = await screen.findByRole('navigation', { name: t('settings.sectionsLabel') })
    expect(await within(sections).findByRole('link', { name: 'Privacy' })).toBeTruthy()
    expect(within(sections).getByRole('link', { name: 'Notifications' })).toBeTruthy()
    expect(within(sections).getByRole('link', { name: t('settings.appearance.title') })).toBeTruthy()
  })

  it('asks the model in the current language', async () => {
    const fetchMock = stubFetch(routes)
    await renderApp({ path: '/settings?section=privacy', locale: 'ru' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Приватность' })).toBeTruthy()
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/core/settings/model?lang=1')).toBe(true)
  })

  it('renders a form from the model with the saved values, for a person only, and saves each change', async () => {
    const user = setupUser()
    const saved: unknown[] = []
    stubFetch({
      ...routes,
      'PATCH /api/core/user_profile/settings': ({ init }) => {
        const change = JSON.parse(String(init?.body)) as Record<string, unknown>
        saved.push(change)
        return { body: { '132:11': '133:1', '132:15': true, ...change } }
      },
    })
    await renderApp({ path: '/settings?section=privacy', locale: 'en' })
    const toggle = (await screen.findByRole('switch', { name: 'Show me in search' })) as HTMLInputElement
    expect(toggle.checked).toBe(true)
    await user.click(toggle)
    expect(toggle.checked).toBe(false)
    expect(screen.queryByText('Group only')).toBeNull()

    const select = screen.getByRole('combobox', { name: 'Who sees my profile' })
    expect(await within(select).findByText('Everyone')).toBeTruthy()
    await user.click(select)
    await user.click(await screen.findByRole('option', { name: 'Only followers' }))
    expect(within(select).getByText('Only followers')).toBeTruthy()
    expect(saved).toEqual([{ '132:15': false }, { '132:11': '133:2' }])
  })

  it('goes back to the saved value when the server refuses a change', async () => {
    const user = setupUser()
    stubFetch({
      ...routes,
      'PATCH /api/core/user_profile/settings': {
        status: 500,
        body: { error: { code: 5000, textCode: 'x', type: 'server', message: 'x' } },
      },
    })
    await renderApp({ path: '/settings?section=privacy', locale: 'en' })
    const toggle = (await screen.findByRole('switch', { name: 'Show me in search' })) as HTMLInputElement
    await user.click(toggle)
    expect(await screen.findByText(t('errors.5000'))).toBeTruthy()
    await waitFor(() => expect(toggle.checked).toBe(true))
  })

  it('switches theme and language from the appearance section', async () => {
    const user = setupUser()
    stubFetch(routes)
    await renderApp({ path: '/settings', locale: 'en' })
    await user.click(await screen.findByRole('radio', { name: t('preferences.theme.dark') }))
    expect(localStorage.getItem('mui-mode')).toBe('dark')
    await user.click(screen.getByRole('radio', { name: 'Русский' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeTruthy()
  })

  it('shows the sections as tabs when the right bar is not on screen', async () => {
    stubFetch(routes)
    await renderApp({ path: '/settings', width: 390, locale: 'en' })
    const tabs = await screen.findByRole('navigation', { name: t('settings.sectionsLabel') })
    expect(await within(tabs).findByRole('tab', { name: 'Privacy' })).toBeTruthy()
  })
})
