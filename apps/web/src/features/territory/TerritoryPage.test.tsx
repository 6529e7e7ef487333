import { publicationPath } from '@nauka/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type Handler, signedIn, stubFetch } from '../../test/fetchStub'
import { holdFetch } from '../../test/holdFetch'
import { renderApp, t } from '../../test/renderApp'
import { itemFileOf, itemOf, uploadOf, uuid } from '../../test/uploads'
import { setupUser } from '../../test/user'

const ME = 17
const FIND = 'POST /api/core/upload/find'
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>

const open = async (routes: Record<string, Handler>) => {
  stubFetch({ ...signedIn(ME), ...routes })
  await renderApp({ path: '/my_territory', locale: 'ru' })
}

describe('my territory: the uploads list', () => {
  it('shows a skeleton while the first page loads', async () => {
    stubFetch({ ...signedIn(ME) })
    // The list is asked for and never answers.
    holdFetch('/upload/find')
    await renderApp({ path: '/my_territory', locale: 'ru' })
    expect(await screen.findByRole('status', { name: t('territory.loading') })).toBeTruthy()
  })

  it('says there are no uploads yet (SPEC 8) and offers a new one', async () => {
    await open({ [FIND]: { body: { count: 0, elements: [] } } })
    expect(await screen.findByText(t('territory.empty.title'))).toBeTruthy()
    expect(screen.getAllByRole('button', { name: t('territory.create.open') }).length).toBeGreaterThan(0)
  })

  it('shows a failure with a retry that asks again', async () => {
    let calls = 0
    await open({
      [FIND]: () => {
        calls += 1
        return calls === 1
          ? { status: 500, body: { error: { code: 1000, textCode: '', type: 'x', message: '' } } }
          : { body: { count: 1, elements: [uploadOf(1)] } }
      },
    })
    const user = setupUser()
    await user.click(await screen.findByRole('button', { name: t('common.retry') }))
    expect(await screen.findByRole('link', { name: 'Работа 1' })).toBeTruthy()
  })

  it('lists each upload with its status, files, counters and the link to its item', async () => {
    const published = itemOf(
      1,
      { title: 'Графы' },
      { published: true, files: [itemFileOf(1), itemFileOf(2)], meta: { view_count: 12, download_count: 3 } },
    )
    const pack = uploadOf(2, [itemOf(3, { title: 'Первая' }, {}, 2), itemOf(4, {}, {}, 2)])
    await open({ [FIND]: { body: { count: 2, elements: [uploadOf(1, [published]), pack] } } })
    const list = await screen.findByRole('list', { name: t('territory.listLabel') })
    const [first, second] = within(list).getAllByRole('article')
    if (!first || !second) throw new Error('two rows expected')
    expect(within(first).getByRole('link', { name: 'Графы' }).getAttribute('href')).toBe(
      `/my_territory/item/${uuid(1, 'b')}`,
    )
    expect(within(first).getByText(t('territory.status.published'))).toBeTruthy()
    expect(within(first).getByText(t('territory.row.files', { count: 2 }))).toBeTruthy()
    expect(within(first).getByText(t('territory.row.views', { count: 12 }))).toBeTruthy()
    expect(within(first).getByText(t('territory.row.downloads', { count: 3 }))).toBeTruthy()
    // A package lists its items, the unnamed one by its number.
    expect(within(second).getByText(t('territory.row.package', { count: 2 }))).toBeTruthy()
    const items = within(second).getByRole('list', { name: t('territory.row.items') })
    expect(
      within(items).getByRole('link', { name: t('territory.row.itemNumber', { number: 2 }) }),
    ).toBeTruthy()
  })

  it('links each published item, not a draft, to its public page, named by its title', async () => {
    const single = itemOf(1, { title: 'Графы' }, { published: true })
    const draft = uploadOf(2, [itemOf(2, { title: 'Черновик' })])
    const pack = uploadOf(3, [
      itemOf(4, { title: 'Первая' }, { published: true }, 3),
      itemOf(5, { title: 'Вторая' }, {}, 3),
    ])
    await open({ [FIND]: { body: { count: 3, elements: [uploadOf(1, [single]), draft, pack] } } })
    const list = await screen.findByRole('list', { name: t('territory.listLabel') })
    const [first, second, third] = within(list).getAllByRole('article')
    if (!first || !second || !third) throw new Error('three rows expected')
    const open1 = within(first).getByRole('link', {
      name: t('territory.row.openPublicOf', { title: 'Графы' }),
    })
    expect(open1.getAttribute('href')).toBe(publicationPath(uuid(1, 'b')))
    expect(open1.textContent).toBe(t('territory.row.openPublic'))
    expect(within(second).queryByRole('link', { name: new RegExp(t('territory.row.openPublic')) })).toBeNull()
    // In a package each published item has its own, the draft none.
    const items = within(third).getByRole('list', { name: t('territory.row.items') })
    const opens = within(items).getAllByRole('link', { name: new RegExp(t('territory.row.openPublic')) })
    expect(opens.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      [t('territory.row.openPublicOf', { title: 'Первая' }), publicationPath(uuid(4, 'b'))],
    ])
  })

  it('asks for the next page with "Show more" until the count is reached', async () => {
    const pages: number[] = []
    await open({
      [FIND]: ({ init }) => {
        const { page } = bodyOf(init) as { page: number }
        pages.push(page)
        const ids = page === 1 ? Array.from({ length: 10 }, (_, i) => i + 1) : [11]
        return { body: { count: 11, elements: ids.map((n) => uploadOf(n)) } }
      },
    })
    const user = setupUser()
    await screen.findByRole('link', { name: 'Работа 10' })
    await user.click(screen.getByRole('button', { name: t('common.showMore') }))
    expect(await screen.findByRole('link', { name: 'Работа 11' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: t('common.showMore') })).toBeNull()
    expect(pages).toEqual([1, 2])
  })

  it('sends the filters and says when nothing matches them', async () => {
    const asked: Record<string, unknown>[] = []
    await open({
      [FIND]: ({ init }) => {
        const body = bodyOf(init)
        asked.push(body)
        return body.published === false
          ? { body: { count: 0, elements: [] } }
          : { body: { count: 1, elements: [uploadOf(1)] } }
      },
    })
    const user = setupUser()
    await screen.findByRole('link', { name: 'Работа 1' })
    await user.click(screen.getByRole('combobox', { name: t('territory.filters.status') }))
    await user.click(await screen.findByRole('option', { name: t('territory.filters.statuses.drafts') }))
    expect(await screen.findByText(t('territory.filtered.title'))).toBeTruthy()
    expect(asked.at(-1)).toMatchObject({ published: false, page: 1 })
    await user.click(screen.getByRole('button', { name: t('territory.filters.clear') }))
    expect(await screen.findByRole('link', { name: 'Работа 1' })).toBeTruthy()
  })

  it('creates a package and puts it first, its items below it (SPEC 4)', async () => {
    const created = uploadOf(9, [itemOf(91, {}, {}, 9), itemOf(92, {}, {}, 9)])
    const sent: unknown[] = []
    await open({
      [FIND]: { body: { count: 1, elements: [uploadOf(1)] } },
      'POST /api/core/upload': ({ init }) => {
        sent.push(bodyOf(init))
        return { status: 201, body: created }
      },
    })
    const user = setupUser()
    await screen.findByRole('link', { name: 'Работа 1' })
    await user.click(screen.getByRole('button', { name: t('territory.create.open') }))
    const dialog = await screen.findByRole('dialog', { name: t('territory.create.title') })
    await user.click(within(dialog).getByRole('radio', { name: t('territory.create.package') }))
    const size = within(dialog).getByRole('spinbutton', { name: t('territory.create.items') })
    await user.clear(size)
    await user.type(size, '2')
    await user.click(within(dialog).getByRole('button', { name: t('territory.create.submit') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual([{ cType: '126:2', items: [{}, {}] }])
    const list = screen.getByRole('list', { name: t('territory.listLabel') })
    const [first, second] = within(list).getAllByRole('article')
    expect(within(first as HTMLElement).getByText(t('territory.row.package', { count: 2 }))).toBeTruthy()
    expect(within(second as HTMLElement).getByRole('link', { name: 'Работа 1' })).toBeTruthy()
    expect(screen.getByTestId('location').textContent).toBe('/my_territory')
  })

  it('creates a single upload and opens its item', async () => {
    const created = uploadOf(9, [itemOf(91, {}, {}, 9)])
    const sent: unknown[] = []
    await open({
      [FIND]: { body: { count: 0, elements: [] } },
      'POST /api/core/upload': ({ init }) => {
        sent.push(bodyOf(init))
        return { status: 201, body: created }
      },
      [`GET /api/core/upload/item/${uuid(91, 'b')}`]: { body: created.items[0] },
    })
    const user = setupUser()
    await screen.findByText(t('territory.empty.title'))
    const [button] = screen.getAllByRole('button', { name: t('territory.create.open') })
    await user.click(button as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: t('territory.create.title') })
    await user.click(within(dialog).getByRole('button', { name: t('territory.create.submit') }))
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/my_territory/item/${uuid(91, 'b')}`),
    )
    expect(sent).toEqual([{ cType: '126:1', items: [{}] }])
  })
})
