import { act, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toApiError } from '../api/toApiError'
import { initI18n } from '../app/i18n'
import { setupUser } from '../test/user'
import { InfiniteList } from './InfiniteList'
import { PROGRESSIVE_BATCH } from './progressiveCount'

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

/** Names a-z, more than a few batches of them. */
const letters = (from = 'a', count = PROGRESSIVE_BATCH * 3 + 1) =>
  Array.from({ length: count }, (_, i) => String.fromCharCode(from.charCodeAt(0) + i))
const rendered = () => screen.queryAllByRole('listitem').map((item) => item.textContent)

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

  it('renders the first batch of a long list, and a batch more each time its end comes near', () => {
    const items = letters()
    render(list({ items }))
    expect(rendered()).toEqual(items.slice(0, PROGRESSIVE_BATCH))
    const sentinel = watchers[0]?.element
    scrollToEnd()
    expect(rendered()).toEqual(items.slice(0, PROGRESSIVE_BATCH * 2))
    // A new end to watch, so a batch that leaves it in view brings the next one.
    expect(watchers).toHaveLength(1)
    expect(watchers[0]?.element).not.toBe(sentinel)
  })

  it('renders items one at a time when told to (the feed, whose cards are heavy)', () => {
    const items = letters()
    render(list({ items, batch: 1 }))
    expect(rendered()).toEqual(['a'])
    scrollToEnd()
    expect(rendered()).toEqual(['a', 'b'])
  })

  it('asks for the next page only once every loaded item is rendered', () => {
    const items = letters()
    const onLoadMore = vi.fn()
    render(list({ items, onLoadMore }))
    for (let shown = PROGRESSIVE_BATCH; shown < items.length; shown += PROGRESSIVE_BATCH) scrollToEnd()
    expect(rendered()).toEqual(items)
    expect(onLoadMore).not.toHaveBeenCalled()
    scrollToEnd()
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('shows the next batch with the button while some are not rendered, then loads the next page', async () => {
    const items = letters()
    const onLoadMore = vi.fn()
    render(list({ items, onLoadMore }))
    const user = setupUser()
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    expect(rendered()).toEqual(items.slice(0, PROGRESSIVE_BATCH * 2))
    // The button stays where it was: the keyboard's focus is still on it for the next batch.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show more' }))
    while (rendered().length < items.length) await user.keyboard('{Enter}')
    expect(onLoadMore).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('renders the items put on top as well, pushing none of the rendered ones out', () => {
    const items = letters('k')
    const { rerender } = render(list({ items }))
    rerender(list({ items: ['c', ...items] }))
    expect(rendered()).toEqual(['c', ...items.slice(0, PROGRESSIVE_BATCH)])
    scrollToEnd()
    rerender(list({ items: ['a', 'b', 'c', ...items] }))
    expect(rendered()).toEqual(['a', 'b', 'c', ...items.slice(0, PROGRESSIVE_BATCH * 2)])
  })

  it('starts another list (another tab or filter) from its first batch', () => {
    const { rerender } = render(list({ items: letters('a') }))
    scrollToEnd()
    const other = letters('A')
    rerender(list({ items: other }))
    expect(rendered()).toEqual(other.slice(0, PROGRESSIVE_BATCH))
    rerender(list({ items: ['@', ...other] }))
    expect(rendered()).toEqual(['@', ...other.slice(0, PROGRESSIVE_BATCH)])
  })

  it('renders every item at once without IntersectionObserver, where nothing would ask for more', () => {
    const items = letters()
    const { unmount } = render(list({ items }))
    expect(rendered()).toHaveLength(PROGRESSIVE_BATCH)
    unmount()
    vi.stubGlobal('IntersectionObserver', undefined)
    render(list({ items }))
    expect(rendered()).toEqual(items)
  })
})
