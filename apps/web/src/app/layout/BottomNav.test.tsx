import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { postOf } from '../../test/posts'
import { renderApp, t } from '../../test/renderApp'

const ME = 17
/** Drawn a task after the rest of the frame. */
const bottomNav = () => screen.findByRole('navigation', { name: t('layout.footer') })
/** The bottom navigation's items shown as the current one. */
const highlighted = async () =>
  [...(await bottomNav()).querySelectorAll('a.Mui-selected, button.Mui-selected')].map(
    (item) => item.textContent,
  )

describe('the bottom navigation on a phone', () => {
  it('highlights Feed on a post page (a post is read from the feed), not More', async () => {
    stubFetch({
      ...signedIn(ME),
      'GET /api/core/post/5': { body: postOf(5) },
      'POST /api/core/post/comment/fetch': { body: { count: 0, elements: [], hasMore: false } },
    })
    await renderApp({ path: '/userPost/5', width: 390 })
    await screen.findByRole('heading', { level: 1, name: 'Post 5' })
    expect(await highlighted()).toEqual([t('nav.feed')])
  })

  it('highlights More for a section kept in the drawer', async () => {
    stubFetch(signedIn(ME))
    await renderApp({ path: '/groups', width: 390 })
    await screen.findByRole('heading', { level: 1, name: t('groups.title') })
    expect(await highlighted()).toEqual([t('nav.more')])
    expect(within(await bottomNav()).getByRole('button', { name: t('nav.more') })).toBeTruthy()
  })
})
