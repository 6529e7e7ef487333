import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { feedItemOf, postOf } from '../../test/posts'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'

/** Which of MUI's overlay components the app has imported so far (this file's module graph). */
const imported = vi.hoisted(() => new Set<string>())
vi.mock('@mui/material/Dialog', async (actual) => {
  imported.add('Dialog')
  return actual()
})
vi.mock('@mui/material/Menu', async (actual) => {
  imported.add('Menu')
  return actual()
})
vi.mock('@mui/material/Drawer', async (actual) => {
  imported.add('Drawer')
  return actual()
})
vi.mock('@mui/material/Switch', async (actual) => {
  imported.add('Switch')
  return actual()
})

const ME = 17

// Issue 20's /feed budget: what is closed at first paint brings no code with the page.
describe('the feed on a phone', () => {
  it('loads the code of a dialog, menu or drawer only as it first opens, and that open works', async () => {
    const user = setupUser()
    stubFetch({
      ...signedIn(ME),
      [`POST /api/core/user_messages/list/${ME}`]: {
        body: { elements: [feedItemOf(postOf(1, {}, ME))], hasMore: false },
      },
    })
    await renderApp({ path: '/feed', width: 390 })
    const post = await screen.findByRole('article', { name: 'Post 1' })
    expect([...imported]).toEqual([])

    await user.click(screen.getByRole('button', { name: t('nav.openMenu') }))
    expect(await screen.findByRole('navigation', { name: t('nav.label') })).toBeTruthy()
    expect([...imported]).toEqual(['Drawer'])
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('navigation', { name: t('nav.label') })).toBeNull())

    await user.click(within(post).getByRole('button', { name: t('feed.post.actions', { title: 'Post 1' }) }))
    expect(await screen.findByRole('menuitem', { name: t('common.delete') })).toBeTruthy()
    expect([...imported]).toEqual(['Drawer', 'Menu'])
  })
})
