import { IdentifierType } from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedIn, stubFetch, visitorSession } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { useAuthStore } from '../auth/auth.store'
import { publicationId, publicationOf } from './test-data'

const ME = 2
const ID = publicationId(1)
const READ = `GET /api/core/publication/${ID}`

/** Catalogue 39 names the type; the others are empty (their rows then show nothing). */
const catalogues = {
  'GET /api/core/cls/all': ({ url }: { url: string }) => {
    const cls = new URL(url, 'http://x').searchParams.get('cls')
    const elements =
      cls === '39'
        ? [
            {
              id: 1,
              cls: 39,
              num: 2,
              code: null,
              term: 'Статья в журнале',
              lang: 1,
              level: 1,
              parentNum: null,
              parentClsNum: null,
              uref: '39:2',
              dsc: null,
              other: null,
            },
          ]
        : []
    return { body: { count: elements.length, elements } }
  },
}

const refusal = (status: number) => ({
  status,
  body: { error: { code: status === 401 ? 1100 : 4030, textCode: '', type: 'access', message: '' } },
})

const radium = publicationOf(
  1,
  {
    title: 'О новом радиоактивном веществе',
    titleEn: 'On a new radioactive substance',
    cType: '39:2',
    abstract: 'Мы нашли в урановой смолке новый элемент.',
    keywords: ['радий', 'радиоактивность'],
    identifiers: [{ cIdentifier: IdentifierType.Doi, value: '10.1000/radium.1898' }],
    place: 'Париж',
    year: 1898,
    pages: '1215–1217',
  },
  {
    authors: [
      {
        lastName: 'Кюри',
        firstName: 'Мария',
        rUser: '202:7',
        user: { rEntity: '202:7', fullName: 'Мария Кюри', fullNameEn: null, imageUrl: null },
      },
      { lastName: 'Бемон', firstName: 'Гюстав', user: null },
    ],
    contents: [
      {
        id: '00000000-0000-4000-8000-e00000000001',
        name: 'radium.pdf',
        mime: 'application/pdf',
        size: 2 * 1024 * 1024,
        url: '/api/core/file/00000000-0000-4000-8000-e00000000001',
      },
    ],
    meta: { view_count: 5, download_count: 2 },
  },
)

const location = () => screen.getByTestId('location').textContent

describe('the publication page for a visitor', () => {
  it('shows an open item in the visitor frame, without sending them to sign in', async () => {
    stubFetch({ ...visitorSession, ...catalogues, [READ]: { body: radium } })
    await renderApp({ path: `/publication/${ID}` })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'О новом радиоактивном веществе' }),
    ).toBeTruthy()
    expect(location()).toBe(`/publication/${ID}`)
    expect(screen.getByText('On a new radioactive substance').getAttribute('lang')).toBe('en')
    expect(await screen.findByText('Статья в журнале')).toBeTruthy()
    // A linked author goes to their profile; the other is plain text.
    const authors = screen.getByRole('list', { name: t('publication.authors') })
    expect(within(authors).getByRole('link', { name: 'Мария Кюри' }).getAttribute('href')).toBe('/profile/7')
    expect(within(authors).queryByRole('link', { name: 'Гюстав Бемон' })).toBeNull()
    expect(within(authors).getByText('Гюстав Бемон')).toBeTruthy()
    expect(screen.getByText('Мы нашли в урановой смолке новый элемент.')).toBeTruthy()
    expect(screen.getByText('радиоактивность')).toBeTruthy()
    expect(screen.getByRole('link', { name: '10.1000/radium.1898' }).getAttribute('href')).toBe(
      'https://doi.org/10.1000/radium.1898',
    )
    // Only the filled details: the place, year and pages, not the empty volume or publisher.
    expect(screen.getByText('Париж')).toBeTruthy()
    expect(screen.getByText('1215–1217')).toBeTruthy()
    expect(screen.queryByText(t('publication.fields.volume'))).toBeNull()
    expect(screen.queryByText(t('publication.fields.publisher'))).toBeNull()
    // The file with its size and its own download; the main download is the content route.
    const files = screen.getByRole('list', { name: t('publication.sections.files') })
    expect(within(files).getByText('radium.pdf')).toBeTruthy()
    expect(within(files).getByText(/^2\s?МБ$/)).toBeTruthy()
    expect(
      within(files)
        .getByRole('link', { name: t('publication.files.downloadOne', { name: 'radium.pdf' }) })
        .getAttribute('href'),
    ).toBe('/api/core/file/00000000-0000-4000-8000-e00000000001')
    expect(screen.getByRole('link', { name: t('publication.actions.download') }).getAttribute('href')).toBe(
      `/api/core/publication/${ID}/content`,
    )
    expect(screen.getByRole('img', { name: t('publication.counters.views', { count: 5 }) })).toBeTruthy()
    expect(screen.getByRole('img', { name: t('publication.counters.downloads', { count: 2 }) })).toBeTruthy()
    // Sharing is for signed-in readers; citing is for everyone.
    expect(screen.getByRole('button', { name: t('publication.actions.cite') })).toBeTruthy()
    expect(screen.queryByRole('button', { name: t('publication.actions.shareToFeed') })).toBeNull()
    expect(screen.queryByRole('button', { name: t('publication.actions.sendToChat') })).toBeNull()
    // The visitor frame: no navigation of the signed-in app.
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('asks a refused visitor to sign in, and brings them back after signing in', async () => {
    const user = setupUser()
    stubFetch({ ...visitorSession, [READ]: refusal(401) })
    await renderApp({ path: `/publication/${ID}` })
    expect(await screen.findByText(t('publication.refused.signIn.title'))).toBeTruthy()
    await user.click(
      within(screen.getByRole('main')).getByRole('link', { name: t('publication.refused.signIn.action') }),
    )
    await waitFor(() => expect(location()).toBe('/login'))
    stubFetch({ ...signedIn(ME), [READ]: { body: radium } })
    act(() => useAuthStore.setState({ authenticated: true, userId: ME }))
    await waitFor(() => expect(location()).toBe(`/publication/${ID}`))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'О новом радиоактивном веществе' }),
    ).toBeTruthy()
  })

  it('shows the loading skeleton until the item is in', async () => {
    const fetchMock = stubFetch({ ...visitorSession, [READ]: { body: radium } })
    const answer = fetchMock.getMockImplementation()
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/core/publication/')) await held
      return (answer as typeof fetch)(input, init)
    })
    await renderApp({ path: `/publication/${ID}` })
    expect(await screen.findByRole('status', { name: t('publication.loading') })).toBeTruthy()
    release()
    await screen.findByRole('heading', { level: 1, name: 'О новом радиоактивном веществе' })
    expect(screen.queryByRole('status', { name: t('publication.loading') })).toBeNull()
  })
})

describe('the publication page for a signed-in reader', () => {
  it.each([
    [403, 'followers'],
    [404, 'notFound'],
  ] as const)('tells why a %i refuses the item', async (status, key) => {
    stubFetch({ ...signedIn(ME), [READ]: refusal(status) })
    await renderApp({ path: `/publication/${ID}` })
    expect(await screen.findByText(t(`publication.refused.${key}.title`))).toBeTruthy()
    expect(screen.getByText(t(`publication.refused.${key}.hint`))).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: t('publication.title') })).toBeTruthy()
  })

  it('does not ask for an id that cannot name a publication', async () => {
    const fetchMock = stubFetch({ ...signedIn(ME) })
    await renderApp({ path: '/publication/42' })
    expect(await screen.findByText(t('publication.refused.notFound.title'))).toBeTruthy()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/core/publication/'))).toBe(false)
  })

  it('offers another try after a failure, and shows the item once it comes', async () => {
    const user = setupUser()
    let fail = true
    stubFetch({
      ...signedIn(ME),
      [READ]: () =>
        fail
          ? { status: 500, body: { error: { code: 5000, textCode: '', type: 'x', message: '' } } }
          : { body: radium },
    })
    await renderApp({ path: `/publication/${ID}` })
    const retry = await screen.findByRole('button', { name: t('common.retry') })
    fail = false
    await user.click(retry)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'О новом радиоактивном веществе' }),
    ).toBeTruthy()
  })

  it('offers sharing to the feed and to a chat', async () => {
    stubFetch({ ...signedIn(ME), [READ]: { body: radium } })
    await renderApp({ path: `/publication/${ID}` })
    await screen.findByRole('heading', { level: 1, name: 'О новом радиоактивном веществе' })
    expect(screen.getByRole('button', { name: t('publication.actions.shareToFeed') })).toBeTruthy()
    expect(screen.getByRole('button', { name: t('publication.actions.sendToChat') })).toBeTruthy()
    // In the signed-in frame, with its navigation.
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0)
  })
})
