import { screen } from '@testing-library/react'
import i18next from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../test/renderApp'
import { PostEventCard } from './PostEventCard'
import { browserZone } from './zoned'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe("a post's announced event", () => {
  it("links the event by its title and says when, in the reader's zone and in the event's own", async () => {
    await i18next.changeLanguage('en')
    // The reader in UTC (Node applies a change of TZ at once); the event is held in Novosibirsk (+7).
    vi.stubEnv('TZ', 'UTC')
    expect(browserZone()).toMatch(/^(UTC|Etc\/UTC)$/)
    renderInApp(
      <PostEventCard
        event={{
          id: 5,
          title: 'School of catalysis',
          startsAt: '2030-03-15T03:00:00.000Z',
          endsAt: '2030-03-15T11:00:00.000Z',
          timeZone: 'Asia/Novosibirsk',
          link: '/events/5',
        }}
      />,
    )
    expect(screen.getByRole('link', { name: 'School of catalysis' }).getAttribute('href')).toBe('/events/5')
    expect(screen.getByRole('group', { name: 'Event: School of catalysis' })).toBeTruthy()
    expect(screen.getByText(/March 15, 2030, 3:00\s–\s11:00\sAM/)).toBeTruthy()
    expect(screen.getByText(/Local time there: March 15, 2030, 10:00\sAM\s–\s6:00\sPM/)).toBeTruthy()
  })
})
