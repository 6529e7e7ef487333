import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'

const ME = 17

/** A CSS length in px (the theme sizes type in rem of a 16 px root). */
const px = (length: string) =>
  length.endsWith('rem') ? Number.parseFloat(length) * 16 : Number.parseFloat(length)

describe('the Channels dialog', () => {
  it('titles its sections smaller than the dialog itself', async () => {
    const user = setupUser()
    stubFetch({
      ...signedIn(ME),
      [`POST /api/core/user_messages/list/${ME}`]: { body: { elements: [], hasMore: false } },
      [`GET /api/core/user_messages/channels/subscriptions/${ME}`]: {
        body: [
          { source: 'news', subscribed: true, name: 'Новости платформы' },
          { source: '202:5', subscribed: true, name: 'Ада Лавлейс' },
          { source: '40:1', subscribed: false, name: 'Физика' },
        ],
      },
    })
    await renderApp({ path: '/feed', locale: 'ru' })
    await user.click(await screen.findByRole('button', { name: t('feed.channels.open') }))
    const dialog = await screen.findByRole('dialog', { name: t('feed.channels.title') })
    const title = within(dialog).getByRole('heading', { level: 2, name: t('feed.channels.title') })
    const sections = await within(dialog).findAllByRole('heading', { level: 3 })
    expect(sections.map((h) => h.textContent)).toEqual([
      t('feed.channels.researchers'),
      t('feed.channels.areas'),
      t('feed.channels.platform'),
    ])
    const titleSize = px(getComputedStyle(title).fontSize)
    for (const heading of sections) expect(px(getComputedStyle(heading).fontSize)).toBeLessThan(titleSize)
  })
})
