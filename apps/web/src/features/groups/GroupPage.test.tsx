import { GroupJoinPolicy, GroupMemberStatus, GroupRole } from '@nauka/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { postOf } from '../../test/posts'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { cardOf as eventCardOf } from '../events/events.test-data'
import { groupOf, memberOf, membership, NOBODY, pageOf } from './test-data'

const ME = 17
const GROUP = 4
const BASE = `/api/core/groups/${GROUP}`
const group = { post: { id: GROUP, name: 'Лаборатория', avatarUrl: null, link: `/groups/${GROUP}` } }

describe('a group’s page', () => {
  it('lets a non-member ask to join a group by request, shows the request as sent, and withdraws it', async () => {
    const user = setupUser()
    const calls: string[] = []
    let me = NOBODY
    stubFetch({
      ...signedIn(ME),
      [`GET ${BASE}`]: () => ({
        body: groupOf(GROUP, { name: 'Лаборатория', joinPolicy: GroupJoinPolicy.Request, me }),
      }),
      [`GET ${BASE}/posts`]: { body: pageOf([]) },
      [`POST ${BASE}/join`]: () => {
        calls.push('join')
        me = membership(GroupRole.Member, GroupMemberStatus.Requested)
        return { body: me }
      },
      [`POST ${BASE}/leave`]: () => {
        calls.push('leave')
        me = NOBODY
        return { body: me }
      },
    })
    await renderApp({ path: `/groups/${GROUP}` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Лаборатория' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: t('groups.posts.write') })).toBeNull()
    expect(screen.getByRole('button', { name: t('groups.actions.follow') })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: t('groups.actions.askToJoin') }))
    await waitFor(() => expect(calls).toEqual(['join']))
    const sent = await screen.findByRole('button', { name: t('groups.actions.requestSent') })
    expect((sent as HTMLButtonElement).disabled).toBe(true)
    await user.click(screen.getByRole('button', { name: t('groups.actions.withdrawRequest') }))
    await waitFor(() => expect(calls).toEqual(['join', 'leave']))
    expect(await screen.findByRole('button', { name: t('groups.actions.askToJoin') })).toBeTruthy()
  })

  it('shows the app’s not-found state for a hidden group the reader may not see (404)', async () => {
    stubFetch({ ...signedIn(ME) })
    await renderApp({ path: `/groups/${GROUP}` })
    expect(await screen.findByText(t('groups.notFound.title'))).toBeTruthy()
  })

  it('lets a moderator approve a request and withdraw an invitation, and the owner make a member moderator', async () => {
    const user = setupUser()
    const changes: string[] = []
    stubFetch({
      ...signedIn(ME),
      [`GET ${BASE}`]: {
        body: groupOf(GROUP, { name: 'Лаборатория', me: membership(GroupRole.Owner), requestCount: 1 }),
      },
      [`GET ${BASE}/members`]: ({ url }) => {
        const status = Number(new URL(url, 'http://x').searchParams.get('status'))
        return {
          body: pageOf(
            status === GroupMemberStatus.Requested
              ? [memberOf(9, 'Пьер Кюри', GroupRole.Member, GroupMemberStatus.Requested)]
              : status === GroupMemberStatus.Invited
                ? [memberOf(11, 'Фредерик Жолио', GroupRole.Member, GroupMemberStatus.Invited)]
                : [memberOf(ME, 'Мария Кюри', GroupRole.Owner), memberOf(8, 'Ирен Жолио-Кюри')],
          ),
        }
      },
      [`PATCH ${BASE}/members/9`]: ({ init }) => {
        changes.push(`9 ${String(init?.body)}`)
        return { body: memberOf(9, 'Пьер Кюри') }
      },
      [`DELETE ${BASE}/members/11`]: () => {
        changes.push('11 withdrawn')
        return { status: 204 }
      },
      [`PATCH ${BASE}/members/8`]: ({ init }) => {
        changes.push(`8 ${String(init?.body)}`)
        return { body: memberOf(8, 'Ирен Жолио-Кюри', GroupRole.Moderator) }
      },
    })
    await renderApp({ path: `/groups/${GROUP}?tab=members` })
    const requests = await screen.findByRole('region', { name: t('groups.requests.title', { count: 1 }) })
    expect(screen.getByRole('tab', { name: t('groups.tabs.membersWithRequests', { count: 1 }) })).toBeTruthy()
    await user.click(
      within(requests).getByRole('button', { name: `${t('groups.requests.approve')}: Пьер Кюри` }),
    )
    await waitFor(() => expect(changes).toEqual(['9 {"status":1}']))

    const members = screen.getByRole('list', { name: t('groups.tabs.members') })
    expect(within(members).getByText(t('groups.roles.owner'))).toBeTruthy()
    // Nobody acts on themselves from the list.
    expect(
      within(members).queryByRole('button', { name: t('groups.members.menu', { name: 'Мария Кюри' }) }),
    ).toBeNull()
    await user.click(
      within(members).getByRole('button', { name: t('groups.members.menu', { name: 'Ирен Жолио-Кюри' }) }),
    )
    await user.click(screen.getByRole('menuitem', { name: t('groups.members.actions.makeModerator') }))
    await waitFor(() => expect(changes).toContain('8 {"role":2}'))
    expect(screen.getByRole('button', { name: t('groups.invite.open') })).toBeTruthy()

    const invitations = screen.getByRole('region', { name: t('groups.invitations.title', { count: 1 }) })
    await user.click(
      within(invitations).getByRole('button', {
        name: `${t('groups.invitations.withdraw')}: Фредерик Жолио`,
      }),
    )
    await waitFor(() => expect(changes).toContain('11 withdrawn'))
  })

  it('lets a moderator post as the group, and shows a group post’s author as the group', async () => {
    const user = setupUser()
    const bodies: Record<string, unknown>[] = []
    const asGroup = postOf(31, { title: 'Объявление', group: { ...group.post, asGroup: true } })
    stubFetch({
      ...signedIn(ME),
      [`GET ${BASE}`]: { body: groupOf(GROUP, { name: 'Лаборатория', me: membership(GroupRole.Moderator) }) },
      [`GET ${BASE}/posts`]: {
        body: pageOf([postOf(30, { title: 'Заметка', group: { ...group.post, asGroup: false } })]),
      },
      [`POST ${BASE}/posts`]: ({ init }) => {
        bodies.push(JSON.parse(String(init?.body)))
        return { status: 201, body: asGroup }
      },
    })
    await renderApp({ path: `/groups/${GROUP}` })
    const member = await screen.findByRole('article', { name: 'Заметка' })
    expect(within(member).getByRole('link', { name: 'Ада Лавлейс' })).toBeTruthy()
    // A member's post names the group it was posted in.
    expect(within(member).getByText(t('groups.post.in'), { exact: false })).toBeTruthy()
    expect(within(member).getByRole('link', { name: 'Лаборатория' }).getAttribute('href')).toBe(
      `/groups/${GROUP}`,
    )

    await user.click(screen.getByRole('button', { name: t('groups.posts.write') }))
    const editor = await screen.findByRole('dialog', { name: t('postEditor.newTitle') })
    await user.type(within(editor).getByRole('textbox', { name: t('postEditor.title') }), 'Объявление')
    await user.type(within(editor).getByRole('textbox', { name: t('postEditor.text') }), 'Семинар в четверг.')
    await user.click(within(editor).getByRole('switch', { name: t('groups.posts.asGroup') }))
    await user.click(within(editor).getByRole('button', { name: t('postEditor.publish') }))
    await waitFor(() =>
      expect(bodies).toEqual([expect.objectContaining({ title: 'Объявление', asGroup: true, files: [] })]),
    )
    const posted = await screen.findByRole('article', { name: 'Объявление' })
    expect(within(posted).getByRole('link', { name: 'Лаборатория' }).getAttribute('href')).toBe(
      `/groups/${GROUP}`,
    )
    expect(within(posted).queryByRole('link', { name: 'Ада Лавлейс' })).toBeNull()
  })

  it('lists the events the group organises, upcoming and then past', async () => {
    const user = setupUser()
    const asked: string[] = []
    stubFetch({
      ...signedIn(ME),
      [`GET ${BASE}`]: { body: groupOf(GROUP, { name: 'Лаборатория' }) },
      'GET /api/core/events': ({ url }) => {
        const query = new URL(url, 'http://x').searchParams
        asked.push(`${query.get('when')} ${query.get('group')}`)
        return {
          body: pageOf(
            query.get('when') === 'past' ? [] : [eventCardOf(6, { title: 'Семинар по катализу' })],
          ),
        }
      },
    })
    await renderApp({ path: `/groups/${GROUP}?tab=events` })
    const list = await screen.findByRole('list', { name: t('events.views.upcoming') })
    expect(within(list).getByRole('link', { name: 'Семинар по катализу' }).getAttribute('href')).toBe(
      '/events/6',
    )
    expect(asked).toEqual([`upcoming ${GROUP}`])
    await user.click(screen.getByRole('button', { name: t('events.views.past') }))
    expect(await screen.findByText(t('groups.events.empty.past.title'))).toBeTruthy()
    expect(asked).toEqual([`upcoming ${GROUP}`, `past ${GROUP}`])
  })
})
