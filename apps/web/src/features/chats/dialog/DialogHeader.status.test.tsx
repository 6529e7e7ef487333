import type { OnlineStatus } from '@nauka/contracts'
import { QueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { AppProviders } from '../../../app/AppProviders'
import { DialogHeader } from './DialogHeader'
import { dialogOf } from './test-data'

const noop = () => {}
const renderHeader = (status: OnlineStatus) =>
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <DialogHeader dialog={dialogOf(7, { status })} onSearch={noop} />
      </MemoryRouter>
    </AppProviders>,
  )

afterEach(async () => {
  await i18next.changeLanguage('ru')
})

describe('the status of a person who hides it (settings 132:15)', () => {
  it.each([
    ['ru', 'был(а) недавно'],
    ['en', 'last seen recently'],
  ])('reads "recently" in %s, with no moment to show', async (locale, words) => {
    await i18next.changeLanguage(locale)
    renderHeader({ isOnline: false, lastSeen: null, recently: true })
    expect(screen.getByText(words)).toBeTruthy()
    expect(document.querySelector('time')).toBeNull()
  })
})
