import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { useDeviceStore } from '../device/device.store'

const LIST = 'GET /api/core/market/listings'

const card = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  kind: 1,
  category: 2,
  title: `NMR time ${id}`,
  price: { amount: '1500.00', currency: 'RUB' },
  location: 'Novosibirsk',
  remote: false,
  status: 1,
  imageUrl: null,
  author: { rEntity: '202:5', fullName: 'Lev Landau', fullNameEn: null, imageUrl: null },
  createdAt: '2026-11-20T10:00:00.000Z',
  link: `/marketplace/${id}`,
  ...over,
})

const page = (elements: unknown[], hasMore = false, canModerate = false) => ({
  count: elements.length + (hasMore ? 20 : 0),
  elements,
  hasMore,
  canModerate,
})

/** The list requests the page sent, as their query parameters. */
const stubList = (answer: (query: URLSearchParams) => { status?: number; body: unknown }) => {
  const queries: URLSearchParams[] = []
  stubFetch({
    ...signedIn(),
    [LIST]: ({ url }) => {
      const query = new URL(url, 'http://x').searchParams
      queries.push(query)
      return answer(query)
    },
  })
  return queries
}

afterEach(() => useDeviceStore.getState().setOnline(true))

describe('the marketplace page', () => {
  it('asks for the filters of its address and shows the cards with their price', async () => {
    const queries = stubList(() => ({ body: page([card(1, { price: null, remote: true, location: null })]) }))
    await renderApp({ path: '/marketplace?query=nmr&kind=1&category=2&remote=1' })
    const list = await screen.findByRole('list', { name: t('marketplace.listLabel') })
    expect(within(list).getByRole('link', { name: 'NMR time 1' }).getAttribute('href')).toBe('/marketplace/1')
    expect(within(list).getByText(t('marketplace.negotiable'))).toBeTruthy()
    expect(list.textContent).toContain(t('marketplace.remote'))
    const asked = queries[0]
    expect(asked?.get('query')).toBe('nmr')
    expect(asked?.get('kind')).toBe('1')
    expect(asked?.get('category')).toBe('2')
    expect(asked?.get('remote')).toBe('true')
    expect(asked?.get('page')).toBe('1')
  })

  it('puts the typed words and a price bound in the address, with a currency', async () => {
    const user = setupUser()
    const queries = stubList(() => ({ body: page([card(1)]) }))
    await renderApp({ path: '/marketplace' })
    await screen.findByRole('list', { name: t('marketplace.listLabel') })
    await user.type(screen.getByRole('searchbox', { name: t('marketplace.search.label') }), 'spectrometer')
    await user.type(screen.getByRole('textbox', { name: t('marketplace.filters.priceTo') }), '2000')
    await user.click(screen.getByRole('button', { name: t('marketplace.search.submit') }))
    await waitFor(() => expect(queries.at(-1)?.get('query')).toBe('spectrometer'))
    expect(queries.at(-1)?.get('priceMax')).toBe('2000')
    expect(queries.at(-1)?.get('currency')).toBe('RUB')
  })

  it('folds the choices under a button on a phone, unfolded when one is in use', async () => {
    const user = setupUser()
    stubList(() => ({ body: page([card(1)]) }))
    await renderApp({ path: '/marketplace', width: 390 })
    await screen.findByRole('link', { name: 'NMR time 1' })
    const toggle = screen.getByRole('button', { name: t('marketplace.filters.open') })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('combobox', { name: t('marketplace.filters.kind') })).toBeNull()
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await screen.findByRole('combobox', { name: t('marketplace.filters.kind') })).toBeTruthy()
  })

  it('offers to create the first listing when there is none, and the reports to a moderator', async () => {
    stubList(() => ({ body: page([], false, true) }))
    await renderApp({ path: '/marketplace' })
    expect(await screen.findByText(t('marketplace.empty.title'))).toBeTruthy()
    expect(screen.getAllByRole('button', { name: t('marketplace.new') }).length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: t('marketplace.reportsLink') }).getAttribute('href')).toBe(
      '/marketplace/reports',
    )
  })

  it('loads the next page with "show more"', async () => {
    const user = setupUser()
    stubList((query) =>
      query.get('page') === '1' ? { body: page([card(1)], true) } : { body: page([card(2)], false) },
    )
    await renderApp({ path: '/marketplace' })
    await screen.findByRole('link', { name: 'NMR time 1' })
    await user.click(screen.getByRole('button', { name: t('common.showMore') }))
    expect(await screen.findByRole('link', { name: 'NMR time 2' })).toBeTruthy()
  })

  it('tells a failure and tries again', async () => {
    const user = setupUser()
    let fail = true
    stubList(() =>
      fail
        ? { status: 500, body: { error: { code: 5000, textCode: 'x', type: 'internal', message: 'x' } } }
        : { body: page([card(1)]) },
    )
    await renderApp({ path: '/marketplace' })
    const retry = await screen.findByRole('button', { name: t('common.retry') })
    fail = false
    await user.click(retry)
    expect(await screen.findByRole('link', { name: 'NMR time 1' })).toBeTruthy()
  })

  it('keeps showing what it loaded when the connection drops, and says since when', async () => {
    stubList(() => ({ body: page([card(1)]) }))
    await renderApp({ path: '/marketplace' })
    await screen.findByRole('link', { name: 'NMR time 1' })
    act(() => useDeviceStore.getState().setOnline(false))
    expect(
      await screen.findByText(
        /^Нет связи — показаны объявления, загруженные|^You are offline — showing the listings/,
      ),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'NMR time 1' })).toBeTruthy()
  })
})
