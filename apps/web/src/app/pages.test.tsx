import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PATHS } from '../shared/paths'
import { signedIn, stubFetch } from '../test/fetchStub'
import { renderApp, t } from '../test/renderApp'
import { signedInRouteAt } from './pages'

describe('signed-in pages loaded on demand', () => {
  it("shows the frame, with a loading notice in the main area, while the page's code is on its way", async () => {
    const feed = signedInRouteAt(PATHS.feed)?.Page
    if (!feed) throw new Error('no feed route')
    // The chunk never arrives.
    vi.spyOn(feed, 'preload').mockReturnValue(new Promise(() => {}))
    stubFetch({ ...signedIn() })
    await renderApp({ path: PATHS.feed })

    expect(await screen.findByRole('banner')).toBeTruthy()
    expect(screen.getByRole('navigation', { name: t('nav.label') })).toBeTruthy()
    const notice = within(screen.getByRole('main')).getByText(t('app.loading'))
    expect(notice.closest('[role="status"]')).toBeTruthy()
  })
})
