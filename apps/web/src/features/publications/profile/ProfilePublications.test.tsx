import type { PublicationFetch } from '@nauka/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type Handler, signedIn, stubFetch } from '../../../test/fetchStub'
import { profileOf } from '../../../test/profile'
import { renderApp, t } from '../../../test/renderApp'
import { setupUser } from '../../../test/user'
import { publicationOf, publicationPageOf } from '../test-data'

const ME = 17
const OTHER = 5
const FETCH = 'POST /api/core/publication/fetch'
const empty = { body: { count: 0, elements: [] } }

const routes = (fetch: Handler) => ({
  ...signedIn(ME),
  'GET /api/core/cls/all': empty,
  'POST /api/core/cls/find': empty,
  [`GET /api/core/user_profile/${ME}`]: { body: profileOf(ME, { firstName: 'Пьер', lastName: 'Кюри' }) },
  [`GET /api/core/user_profile/${OTHER}`]: {
    body: profileOf(OTHER, { firstName: 'Мария', lastName: 'Кюри', fullName: 'Мария Кюри' }),
  },
  [FETCH]: fetch,
})

const section = () => screen.findByRole('region', { name: t('publication.profile.title') })

describe("a profile's publications", () => {
  it('lists the items of a foreign profile page by page, each linking to its page', async () => {
    const user = setupUser()
    const asked: PublicationFetch[] = []
    const all = Array.from({ length: 12 }, (_, n) =>
      publicationOf(n + 1, { title: `Работа ${n + 1}`, year: 1900 + n }),
    )
    stubFetch(
      routes(({ init }) => {
        const body = JSON.parse(String(init?.body)) as PublicationFetch
        asked.push(body)
        const page = body.page ?? 1
        return { body: publicationPageOf(all.length, all.slice((page - 1) * 10, page * 10)) }
      }),
    )
    await renderApp({ path: `/profile/${OTHER}` })
    const region = await section()
    const list = await within(region).findByRole('list', { name: t('publication.profile.title') })
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    expect(asked[0]).toMatchObject({ rAuthor: `202:${OTHER}`, page: 1, pageSize: 10 })
    const first = within(list).getByRole('link', { name: 'Работа 1' })
    expect(first.getAttribute('href')).toBe(publicationOf(1).link)
    expect(within(list).getByText('1900')).toBeTruthy()

    await user.click(within(region).getByRole('button', { name: t('common.showMore') }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12))
    expect(asked.at(-1)).toMatchObject({ page: 2 })
    expect(within(region).queryByRole('button', { name: t('common.showMore') })).toBeNull()
  })

  it('says a foreign profile has none yet', async () => {
    stubFetch(routes(empty))
    await renderApp({ path: `/profile/${OTHER}` })
    expect(await within(await section()).findByText(t('publication.profile.empty'))).toBeTruthy()
  })

  it('leads the own empty profile to My territory', async () => {
    stubFetch(routes(empty))
    await renderApp({ path: '/profile' })
    const region = await section()
    expect(await within(region).findByText(t('publication.profile.emptyOwn'))).toBeTruthy()
    expect(
      within(region)
        .getByRole('link', { name: t('publication.profile.toTerritory') })
        .getAttribute('href'),
    ).toBe('/my_territory')
  })

  it('offers another try when the list fails', async () => {
    const user = setupUser()
    let fail = true
    stubFetch(
      routes(() =>
        fail
          ? { status: 503, body: { error: { code: 5030, textCode: '', type: 'x', message: '' } } }
          : { body: publicationPageOf(1, [publicationOf(1, { title: 'О радии' })]) },
      ),
    )
    await renderApp({ path: `/profile/${OTHER}` })
    const region = await section()
    const retry = await within(region).findByRole('button', { name: t('common.retry') })
    fail = false
    await user.click(retry)
    expect(await within(region).findByRole('link', { name: 'О радии' })).toBeTruthy()
  })
})
