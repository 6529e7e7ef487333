import { GroupRole } from '@nauka/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { publicationOf, publicationPageOf } from '../publications/test-data'
import { groupOf, membership } from './test-data'

const ME = 17
const GROUP = 4
const BASE = `/api/core/groups/${GROUP}`
const linked = (userId: number) => ({
  lastName: 'Кюри',
  user: { rEntity: `202:${userId}`, fullName: 'Кюри', fullNameEn: null, imageUrl: null },
})
const mine = publicationOf(1, { title: 'Радиоактивность' }, { authors: [linked(5), linked(ME)] })
const theirs = publicationOf(2, { title: 'Полоний' }, { authors: [linked(5)] })
const detachLabel = (title: string) => `${t('groups.publications.detach.action')}: ${title}`

const groupAs = (role: GroupRole) => ({
  [`GET ${BASE}`]: { body: groupOf(GROUP, { name: 'Лаборатория', me: membership(role) }) },
})

describe('the publications of a group', () => {
  it('let a member take off one they are an author of, after confirming, and the list is read again', async () => {
    const user = setupUser()
    let attached = [mine, theirs]
    const removed: string[] = []
    stubFetch({
      ...signedIn(ME),
      ...groupAs(GroupRole.Member),
      [`GET ${BASE}/publications`]: () => ({ body: publicationPageOf(attached.length, attached) }),
      [`DELETE ${BASE}/publications/${mine.id}`]: () => {
        removed.push(mine.id)
        attached = [theirs]
        return { status: 204 }
      },
    })
    await renderApp({ path: `/groups/${GROUP}?tab=publications` })
    const list = await screen.findByRole('list', { name: t('groups.tabs.publications') })
    // Another author's item offers nothing to a plain member.
    expect(within(list).queryByRole('button', { name: detachLabel('Полоний') })).toBeNull()

    await user.click(within(list).getByRole('button', { name: detachLabel('Радиоактивность') }))
    const dialog = await screen.findByRole('dialog', { name: t('groups.publications.detach.title') })
    expect(
      within(dialog).getByText(t('groups.publications.detach.text', { title: 'Радиоактивность' })),
    ).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: t('groups.publications.detach.action') }))

    await waitFor(() => expect(removed).toEqual([mine.id]))
    expect(await screen.findByText(t('groups.publications.detach.done'))).toBeTruthy()
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t('groups.publications.detach.title') })).toBeNull(),
    )
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Радиоактивность' })).toBeNull())
    expect(screen.getByRole('link', { name: 'Полоний' })).toBeTruthy()
  })

  it('let a moderator take off any, and show a refusal in the dialog as the server worded it', async () => {
    const user = setupUser()
    const refusal = 'Убрать публикацию из группы может её автор, тот, кто её добавил, или модератор'
    stubFetch({
      ...signedIn(ME),
      ...groupAs(GroupRole.Moderator),
      [`GET ${BASE}/publications`]: { body: publicationPageOf(2, [mine, theirs]) },
      [`DELETE ${BASE}/publications/${theirs.id}`]: {
        status: 403,
        body: { error: { code: 4030, textCode: 'forbidden', type: 'forbidden', message: refusal } },
      },
    })
    await renderApp({ path: `/groups/${GROUP}?tab=publications` })
    const list = await screen.findByRole('list', { name: t('groups.tabs.publications') })
    expect(within(list).getByRole('button', { name: detachLabel('Радиоактивность') })).toBeTruthy()
    await user.click(within(list).getByRole('button', { name: detachLabel('Полоний') }))
    const dialog = await screen.findByRole('dialog', { name: t('groups.publications.detach.title') })
    await user.click(within(dialog).getByRole('button', { name: t('groups.publications.detach.action') }))
    expect(await within(dialog).findByText(refusal)).toBeTruthy()
    // The item stays (the page behind the open dialog is hidden from the accessibility tree).
    expect(within(list).getByRole('link', { name: 'Полоний', hidden: true })).toBeTruthy()
  })
})
