import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LOCALE_STORAGE_KEY } from '../../shared/locale'
import { stubFetch, visitorSession } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'

const visitor = visitorSession

describe('language switch', () => {
  it('switches the interface to English, stores the choice and sets <html lang>', async () => {
    const user = setupUser()
    stubFetch(visitor)
    await renderApp({ path: '/login', locale: 'ru' })
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeTruthy()
    expect(document.documentElement.lang).toBe('ru')

    const group = screen.getByRole('group', { name: 'Язык' })
    // Named by what it shows (axe: label-content-name-mismatch), described by the language's name.
    const english = within(group).getByRole('button', { name: 'EN' })
    expect(english.getAttribute('title')).toBe('English')
    await user.click(english)

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy()
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en')
    expect(document.documentElement.lang).toBe('en')
  })

  it('switches back to Russian', async () => {
    const user = setupUser()
    stubFetch(visitor)
    await renderApp({ path: '/login', locale: 'en' })
    await screen.findByRole('heading', { name: 'Sign in' })
    await user.click(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'RU' }),
    )
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeTruthy()
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ru')
    expect(document.documentElement.lang).toBe('ru')
  })
})

describe('theme toggle', () => {
  it('flips between light and dark and remembers the mode', async () => {
    const user = setupUser()
    stubFetch(visitor)
    await renderApp({ path: '/login' })
    await user.click(await screen.findByRole('button', { name: t('preferences.theme.toDark') }))
    expect(screen.getByRole('button', { name: t('preferences.theme.toLight') })).toBeTruthy()
    expect(localStorage.getItem('mui-mode')).toBe('dark')
    await user.click(screen.getByRole('button', { name: t('preferences.theme.toLight') }))
    expect(localStorage.getItem('mui-mode')).toBe('light')
  })
})
