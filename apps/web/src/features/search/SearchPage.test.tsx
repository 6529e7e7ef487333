import { SearchMessage } from '@nauka/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { createOfflineCache, memoryCache } from '../../app/queryPersistence'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { useDeviceStore } from '../device/device.store'
import { catalogues, personHit, publicationHit, searchPage } from './search.test-data'

const PAGED = 'GET /api/search2/search/v2/all/paged'
const SUGGEST = 'GET /api/search2/suggest'
const SAVED = 'GET /api/core/saved-search'

/** The search requests the page sent, as their query parameters. */
const searchesOf = (urls: string[]) => urls.map((url) => new URL(url, 'http://x').searchParams)

const stubSearch = (answer: (query: URLSearchParams) => unknown = () => searchPage([publicationHit(1)])) => {
  const urls: string[] = []
  stubFetch({
    ...signedIn(),
    ...catalogues,
    [SAVED]: { body: [] },
    [PAGED]: ({ url }) => {
      urls.push(url)
      return { body: answer(new URL(url, 'http://x').searchParams) }
    },
  })
  return urls
}

const resultsList = (name = t('search.tabs.publications')) => screen.findByRole('list', { name })

describe('the search page', () => {
  it('starts with hints and searches the typed words on Enter', async () => {
    const user = setupUser()
    const urls = stubSearch()
    await renderApp({ path: '/nausearch' })
    expect(await screen.findByText(t('search.start.title'))).toBeTruthy()
    expect(urls).toEqual([])

    await user.type(screen.getByRole('combobox', { name: t('search.box.label') }), 'graph{Enter}')
    const list = await resultsList()
    expect(searchesOf(urls)[0]?.get('message')).toBe('graph')
    expect(searchesOf(urls)[0]?.get('pageSize')).toBe('10')
    const title = within(list).getByRole('link', { name: 'Graph models 1' })
    expect(title.getAttribute('href')).toBe('/publication/1')
    // The matched words are marked, as elements, never as HTML from the server.
    expect([...list.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Graph', 'graph'])
    const file = within(list).getByRole('link', {
      name: t('search.results.fileOf', { name: 'paper.pdf', title: 'Graph models 1' }),
    })
    expect(file.getAttribute('href')).toBe('/api/core/publication/1/content')
    expect(
      screen.getByRole('tab', {
        name: t('search.tabs.withCount', { label: t('search.tabs.posts'), count: 3 }),
      }),
    ).toBeTruthy()
    expect(screen.getByText(t('search.results.count', { count: 1 }))).toBeTruthy()
  })

  it("words a result's date and names its type, not their raw values", async () => {
    const hit = publicationHit(1)
    const dated = (n: string, v: string) => ({ n, v })
    hit.fields = [
      ...hit.fields.filter((field) => field.n !== 'date'),
      dated('date', '2021-03-15'),
      dated('rubric', '39:2'),
    ]
    const moment = publicationHit(2)
    moment.fields = [
      ...moment.fields.filter((field) => field.n !== 'date'),
      dated('date', '2019-06-01T10:00:00.000Z'),
    ]
    stubSearch(() => searchPage([hit, moment]))
    await renderApp({ path: '/nausearch?message=graph' })
    const list = await resultsList()
    expect(await within(list).findByText('Иванов И. И. · 15 марта 2021 г. · Статья в журнале')).toBeTruthy()
    expect(within(list).getByText('Иванов И. И. · 1 июн. 2019 г.')).toBeTruthy()
    expect(list.textContent).not.toContain('39:2')
  })

  it('shows the text of a result as text, even when it looks like HTML', async () => {
    const hit = publicationHit(1, '<img src=x onerror=alert(1)>')
    stubSearch(() => searchPage([hit]))
    await renderApp({ path: '/nausearch?message=img' })
    const list = await resultsList()
    expect(list.querySelector('img')).toBeNull()
    expect(within(list).getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy()
  })

  it('reads a shared link whole and switches to people with the same words', async () => {
    const user = setupUser()
    const urls = stubSearch((query) =>
      query.get('kind') === 'people'
        ? searchPage([personHit(9, 'Иван Иванов')], { kind: 'people' })
        : searchPage([publicationHit(1)]),
    )
    await renderApp({ path: '/nausearch?message=graph&author=Ivanov&typeId=2&pdf=true' })
    await resultsList()
    const first = searchesOf(urls)[0]
    expect([first?.get('author'), first?.getAll('typeId'), first?.get('pdf')]).toEqual([
      'Ivanov',
      ['2'],
      'true',
    ])
    // The URL opened the detailed form with the author in it.
    expect(
      (screen.getByRole('textbox', { name: t('search.detailed.author') }) as HTMLInputElement).value,
    ).toBe('Ivanov')

    await user.click(screen.getByRole('tab', { name: /^Люди/ }))
    const people = await resultsList(t('search.tabs.people'))
    expect(within(people).getByRole('link', { name: 'Иван Иванов' }).getAttribute('href')).toBe('/profile/9')
    expect(searchesOf(urls).at(-1)?.get('kind')).toBe('people')
    expect(searchesOf(urls).at(-1)?.get('author')).toBe('Ivanov')
  })

  it('narrows by a facet, naming its values from the catalogue with their counts', async () => {
    const user = setupUser()
    const urls = stubSearch()
    await renderApp({ path: '/nausearch?message=graph' })
    await resultsList()
    const facet = await screen.findByRole('checkbox', {
      name: t('search.facets.row', { label: 'Статья в журнале', count: 4 }),
    })
    await user.click(facet)
    await waitFor(() => expect(searchesOf(urls).at(-1)?.getAll('typeId')).toEqual(['2']))
    expect(
      (
        screen.getByRole('checkbox', {
          name: t('search.facets.row', { label: 'Статья в журнале', count: 4 }),
        }) as HTMLInputElement
      ).checked,
    ).toBe(true)
  })

  it('shows the SPEC 5 date and keyword messages under their fields and does not search', async () => {
    const user = setupUser()
    const urls = stubSearch()
    await renderApp({ path: '/nausearch?message=graph' })
    await resultsList()
    await user.click(screen.getByRole('button', { name: t('search.detailed.title') }))
    await user.type(screen.getByRole('textbox', { name: t('search.detailed.keywords') }), 'a b c d e f')
    await user.type(screen.getByRole('textbox', { name: t('search.detailed.endYear') }), '3000')
    await user.click(screen.getByRole('button', { name: t('search.detailed.submit') }))
    const keywords = screen.getByRole('textbox', { name: t('search.detailed.keywords') })
    expect(keywords.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(t(SearchMessage.tooManyKeywords))).toBeTruthy()
    expect(screen.getByText(t(SearchMessage.dateAboveMax))).toBeTruthy()
    expect(urls).toHaveLength(1)
  })

  it('names the buttons of its pickers in the interface language', async () => {
    const user = setupUser()
    stubSearch()
    await renderApp({ path: '/nausearch?message=graph' })
    await resultsList()
    // MUI shows the clear button on hover and focus only (CSS visibility): its title is what it says.
    expect(screen.getByTitle(t('search.picker.clear'))).toBeTruthy()
    await user.click(screen.getByRole('button', { name: t('search.detailed.title') }))
    expect(screen.getAllByRole('button', { name: t('search.picker.open') })).toHaveLength(3)
  })

  it('shows a bad date of a shared link under its field, in English too', async () => {
    stubSearch()
    await renderApp({ path: '/nausearch?message=graph&startPublicationDate=2021-02-30', locale: 'en' })
    expect(await screen.findByText('Invalid date')).toBeTruthy()
  })

  it('says when nothing is found', async () => {
    stubSearch(() => searchPage([], { counts: { publications: 0, posts: 0, people: 0 } }))
    await renderApp({ path: '/nausearch?message=qwzxv' })
    expect(await screen.findByText(t('search.none.title'))).toBeTruthy()
  })

  it('loads the next 10 while the server says there is more', async () => {
    const user = setupUser()
    const urls = stubSearch((query) =>
      query.get('pageNumber') === '1'
        ? searchPage([publicationHit(11)], { pageNumber: 1 })
        : searchPage([publicationHit(1)], { hasMore: true }),
    )
    await renderApp({ path: '/nausearch?message=graph' })
    await resultsList()
    await user.click(screen.getByRole('button', { name: t('common.showMore') }))
    expect(await screen.findByRole('link', { name: 'Graph models 11' })).toBeTruthy()
    expect(searchesOf(urls).map((query) => query.get('pageNumber'))).toEqual(['0', '1'])
  })

  it('offers a retry when the search fails', async () => {
    const user = setupUser()
    let fail = true
    stubSearch(() => {
      if (fail) throw new Error('down')
      return searchPage([publicationHit(1)])
    })
    await renderApp({ path: '/nausearch?message=graph' })
    const retry = await screen.findByRole('button', { name: t('common.retry') })
    fail = false
    await user.click(retry)
    expect(await resultsList()).toBeTruthy()
  })

  it('opens a suggestion with the keyboard', async () => {
    const user = setupUser()
    stubFetch({
      ...signedIn(),
      [SUGGEST]: {
        body: [{ kind: 'publication', id: '4', text: 'Графовые модели', link: '/publication/4' }],
      },
    })
    await renderApp({ path: '/nausearch' })
    const box = await screen.findByRole('combobox', { name: t('search.box.label') })
    await user.type(box, 'граф')
    expect(await screen.findByRole('option', { name: /Графовые модели/ })).toBeTruthy()
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/publication/4'))
  })

  it('shows the last search after a reload offline, saying it is a saved copy', async () => {
    const offlineCache = createOfflineCache(memoryCache(), 0)
    stubSearch()
    const first = await renderApp({ path: '/nausearch?message=graph', offlineCache })
    await resultsList()
    // The copy is written on the persister's next turn.
    await new Promise((resolve) => setTimeout(resolve, 20))
    first.unmount()

    // A reload without a connection: the search cannot be answered, only the kept copy shows.
    stubFetch({ ...signedIn(), ...catalogues, [SAVED]: { body: [] } })
    await renderApp({ path: '/nausearch?message=graph', offlineCache })
    useDeviceStore.setState({ online: false })
    const list = await resultsList()
    expect(within(list).getByRole('link', { name: 'Graph models 1' })).toBeTruthy()
    expect(screen.getByText(/последнего поиска/)).toBeTruthy()
  })

  it('has no axe violations with results', async () => {
    stubSearch()
    const { container } = await renderApp({ path: '/nausearch?message=graph' })
    await resultsList()
    const result = await axe.run(container, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(
      result.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.html)]),
    ).toEqual([])
  })
})
