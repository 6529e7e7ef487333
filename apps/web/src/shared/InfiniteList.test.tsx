import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { act } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toApiError } from '../api/toApiError'
import { initI18n } from '../app/i18n'
import { setupUser } from '../test/user'
import { InfiniteList } from './InfiniteList'

initI18n()

type Watcher = { callback: IntersectionObserverCallback; element: Element | null }
let watchers: Watcher[] = []

class FakeObserver {
  private watcher: Watcher
  constructor(callback: IntersectionObserverCallback) {
    this.watcher = { callback, element: null }
    watchers.push(this.watcher)
  }
  observe(element: Element) {
    this.watcher.element = element
  }
  disconnect() {
    watchers = watchers.filter((w) => w !== this.watcher)
  }
}

const scrollToEnd = () =>
  act(() => {
    for (const w of [...watchers]) {
      w.callback([{ isIntersecting: true, target: w.element } as IntersectionObserverEntry], {} as never)
    }
  })

const list = (over: Partial<Parameters<typeof InfiniteList<string>>[0]> = {}) => (
  <InfiniteList<string>
    items={['a', 'b']}
    getKey={(s) => s}
    renderItem={(s) => <span>{s}</span>}
    hasMore
    loading={false}
    onLoadMore={() => {}}
    skeleton={<p>skeleton</p>}
    initialLoading={false}
    empty={<p>empty</p>}
    error={null}
    onRetry={() => {}}
    label="people"
    {...over}
  />
)

describe('infinite list', () => {
  beforeEach(async () => {
    watchers = []
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    await i18next.changeLanguage('en')
  })

  it('asks for the next page when its end scrolls into view', () => {
    const onLoadMore = vi.fn()
    render(list({ onLoadMore }))
    scrollToEnd()
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('does not ask again while a page loads, nor when there is no more', () => {
    const onLoadMore = vi.fn()
    const { rerender } = render(list({ onLoadMore, loading: true }))
    scrollToEnd()
    rerender(list({ onLoadMore, hasMore: false }))
    scrollToEnd()
    expect(onLoadMore).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  })

  it('offers a button for the keyboard', async () => {
    const onLoadMore = vi.fn()
    render(list({ onLoadMore }))
    await setupUser().click(screen.getByRole('button', { name: 'Show more' }))
    expect(onLoadMore).toHaveBeenCalled()
  })

  it('shows the skeleton, the empty state and a failure with retry', async () => {
    const { rerender } = render(list({ initialLoading: true }))
    expect(screen.getByText('skeleton')).toBeTruthy()
    rerender(list({ items: [] }))
    expect(screen.getByText('empty')).toBeTruthy()
    const onRetry = vi.fn()
    rerender(list({ items: [], error: 'failed', onRetry }))
    await setupUser().click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalled()
  })

  it("shows the request's id under a failed load of the server, before and after a first page (issue 19)", () => {
    const cause = toApiError(500, {
      error: { code: 5000, textCode: 'x', type: 'x', message: 'x' },
      requestId: 'r-42',
    })
    const { rerender } = render(list({ items: [], error: 'failed', errorCause: cause }))
    expect(screen.getByText('r-42')).toBeTruthy()
    rerender(list({ error: 'failed', errorCause: cause }))
    expect(screen.getByText('a')).toBeTruthy()
    expect(screen.getByText('r-42')).toBeTruthy()
  })
})
