import { GroupRole } from '@nauka/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { groupOf, memberOf, membership, pageOf } from './test-data'

const ME = 17
const GROUP = 4
const BASE = `/api/core/groups/${GROUP}`
const PEOPLE = [
  memberOf(ME, 'Мария Кюри', GroupRole.Owner),
  memberOf(8, 'Ирен Жолио-Кюри'),
  memberOf(9, 'Фредерик Жолио'),
  memberOf(10, 'Пьер Кюри'),
]

describe('the members of a group', () => {
  it('are searched by name, a page at a time, and say when nobody matches', async () => {
    const user = setupUser()
    const asked: { query: string | null; page: string | null }[] = []
    stubFetch({
      ...signedIn(ME),
      [`GET ${BASE}`]: { body: groupOf(GROUP, { name: 'Лаборатория', me: membership(GroupRole.Member) }) },
      [`GET ${BASE}/members`]: ({ url }) => {
        const params = new URL(url, 'http://x').searchParams
        const query = params.get('query')
        const page = params.get('page')
        asked.push({ query, page })
        const found = PEOPLE.filter((person) => !query || person.user.fullName?.includes(query))
        // Two a page, so the search keeps its paging.
        const start = (Number(page) - 1) * 2
        return { body: pageOf(found.slice(start, start + 2), start + 2 < found.length) }
      },
    })
    await renderApp({ path: `/groups/${GROUP}?tab=members` })
    const everyone = await screen.findByRole('list', { name: t('groups.tabs.members') })
    expect(within(everyone).getAllByRole('listitem')).toHaveLength(2)

    const search = screen.getByRole('searchbox', { name: t('groups.members.search.label') })
    await user.type(search, 'Жолио')
    await waitFor(() => expect(asked.at(-1)).toEqual({ query: 'Жолио', page: '1' }))
    const found = await screen.findByRole('list', { name: t('groups.tabs.members') })
    await waitFor(() => expect(within(found).queryByText('Мария Кюри')).toBeNull())
    expect(within(found).getByText('Ирен Жолио-Кюри')).toBeTruthy()
    expect(within(found).getByText('Фредерик Жолио')).toBeTruthy()
    // Typing is debounced: one request for the whole word, not one a letter.
    expect(asked.filter((each) => each.query !== null && each.query !== 'Жолио')).toEqual([])

    await user.clear(search)
    await user.type(search, 'Кюри')
    await waitFor(() => expect(asked.at(-1)).toEqual({ query: 'Кюри', page: '1' }))
    await user.click(await screen.findByRole('button', { name: t('common.showMore') }))
    await waitFor(() => expect(asked.at(-1)).toEqual({ query: 'Кюри', page: '2' }))
    expect(await screen.findByText('Пьер Кюри')).toBeTruthy()

    await user.clear(search)
    await user.type(search, 'Эйнштейн')
    expect(await screen.findByText(t('groups.members.search.none.title', { query: 'Эйнштейн' }))).toBeTruthy()
    expect(screen.queryByText(t('groups.members.empty.title'))).toBeNull()
    expect(asked.at(-1)).toEqual({ query: 'Эйнштейн', page: '1' })

    // Escape empties the field and the whole list comes back.
    await user.type(search, '{Escape}')
    expect((search as HTMLInputElement).value).toBe('')
    const again = await screen.findByRole('list', { name: t('groups.tabs.members') })
    expect(within(again).getByText('Мария Кюри')).toBeTruthy()
  })
})
