import { GroupJoinPolicy, GroupMemberStatus, GroupRole } from '@nauka/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { cardOf, groupOf, membership, NOBODY, pageOf } from './test-data'

const ME = 17

describe('the groups list', () => {
  it('lists groups with their policy, members and the reader’s place, and searches by a part of the name', async () => {
    const user = setupUser()
    const asked: string[] = []
    stubFetch({
      ...signedIn(ME),
      'GET /api/core/groups': ({ url }) => {
        asked.push(new URL(url, 'http://x').search)
        return {
          body: pageOf([
            cardOf(1, { name: 'Физика плазмы', me: membership(GroupRole.Owner) }),
            cardOf(2, { name: 'Физхимия', joinPolicy: GroupJoinPolicy.Request, memberCount: 1 }),
          ]),
        }
      },
    })
    await renderApp({ path: '/groups' })
    const list = await screen.findByRole('list', { name: t('groups.tabs.all') })
    expect(within(list).getByRole('link', { name: 'Физика плазмы' }).getAttribute('href')).toBe('/groups/1')
    expect(within(list).getByText(t('groups.status.owner'))).toBeTruthy()
    expect(within(list).getByText(t('groups.policy.request'))).toBeTruthy()
    expect(within(list).getByText('1 участник')).toBeTruthy()
    expect(asked[0]).toContain('page=1&pageSize=20')

    await user.type(screen.getByRole('searchbox', { name: t('groups.search.label') }), 'физ')
    await waitFor(() =>
      expect(asked.some((search) => search.includes('query=%D1%84%D0%B8%D0%B7'))).toBe(true),
    )
  })

  it('offers creating a group where there is none, and checks the name before sending', async () => {
    const user = setupUser()
    const sent: unknown[] = []
    stubFetch({
      ...signedIn(ME),
      'GET /api/core/groups': { body: pageOf([]) },
      'POST /api/core/groups': ({ init }) => {
        sent.push(JSON.parse(String(init?.body)))
        return { status: 201, body: groupOf(5, { name: 'Лаборатория', me: membership(GroupRole.Owner) }) }
      },
      'GET /api/core/groups/5': {
        body: groupOf(5, { name: 'Лаборатория', me: membership(GroupRole.Owner) }),
      },
      'GET /api/core/groups/5/posts': { body: pageOf([]) },
    })
    await renderApp({ path: '/groups' })
    expect(await screen.findByText(t('groups.empty.all.title'))).toBeTruthy()
    const open = screen.getAllByRole('button', { name: t('groups.create.open') })
    await user.click(open.at(-1) as HTMLElement)
    const dialog = screen.getByRole('dialog', { name: t('groups.form.createTitle') })
    await user.type(within(dialog).getByRole('textbox', { name: t('groups.form.name') }), 'Ла')
    await user.click(within(dialog).getByRole('button', { name: t('groups.form.create') }))
    expect(within(dialog).getByText(t('validation.group.nameTooShort'))).toBeTruthy()
    expect(sent).toEqual([])

    await user.type(within(dialog).getByRole('textbox', { name: t('groups.form.name') }), 'боратория')
    await user.click(within(dialog).getByRole('radio', { name: t('groups.policy.request') }))
    await user.click(within(dialog).getByRole('button', { name: t('groups.form.create') }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/groups/5'))
    expect(sent).toEqual([
      expect.objectContaining({ name: 'Лаборатория', joinPolicy: GroupJoinPolicy.Request }),
    ])
    expect(await screen.findByRole('heading', { level: 1, name: 'Лаборатория' })).toBeTruthy()
  })

  it('My groups: answers an invitation and withdraws a request', async () => {
    const user = setupUser()
    const calls: string[] = []
    stubFetch({
      ...signedIn(ME),
      'GET /api/core/groups': ({ url }) => {
        calls.push(`GET ${new URL(url, 'http://x').search}`)
        return {
          body: pageOf([
            cardOf(1, { name: 'Семинар', me: membership(GroupRole.Member, GroupMemberStatus.Invited) }),
            cardOf(2, { name: 'Кружок', me: membership(GroupRole.Member, GroupMemberStatus.Requested) }),
            cardOf(3, { name: 'Лаборатория', me: membership(GroupRole.Moderator) }),
          ]),
        }
      },
      'POST /api/core/groups/1/join': () => {
        calls.push('join 1')
        return { body: membership(GroupRole.Member) }
      },
      'POST /api/core/groups/2/leave': () => {
        calls.push('leave 2')
        return { body: NOBODY }
      },
    })
    await renderApp({ path: '/groups?tab=mine' })
    const invited = await screen.findByRole('region', { name: t('groups.mine.invited') })
    expect(calls[0]).toContain('mine=true')
    expect(
      within(screen.getByRole('region', { name: t('groups.mine.member') })).getByText('Лаборатория'),
    ).toBeTruthy()
    await user.click(
      within(invited).getByRole('button', { name: `${t('groups.actions.acceptInvite')}: Семинар` }),
    )
    await waitFor(() => expect(calls).toContain('join 1'))

    const requested = screen.getByRole('region', { name: t('groups.mine.requested') })
    await user.click(
      within(requested).getByRole('button', { name: `${t('groups.actions.withdrawRequest')}: Кружок` }),
    )
    await waitFor(() => expect(calls).toContain('leave 2'))
  })
})
