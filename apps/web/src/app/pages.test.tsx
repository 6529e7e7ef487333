import { act, render, screen, within } from '@testing-library/react'
import { type ComponentType, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PATHS } from '../shared/paths'
import { signedIn, stubFetch } from '../test/fetchStub'
import { renderApp, t } from '../test/renderApp'
import { lazyPage, signedInRouteAt } from './pages'

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

  it('waits for the reload when a stale chunk leaves the loader without a module', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    // What Vite's loader answers once staleChunks.ts took its missing-chunk event to reload.
    const Page = lazyPage(
      async () => undefined as unknown as { Page: ComponentType },
      (module) => module.Page,
    )
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.getByText('loading')).toBeTruthy()
    expect(errors).not.toHaveBeenCalled()
  })
})
