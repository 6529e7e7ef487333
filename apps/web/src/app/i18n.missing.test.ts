import { describe, expect, it, vi } from 'vitest'
import { LOCALE_STORAGE_KEY } from '../shared/locale'

// A file of its own: the app's i18next must start here with none of the member texts, and the test
// setup's (or another test's) has them all.

describe('a text the loaded parts lack', () => {
  it('brings the rest of the texts, and the frame alone does not', async () => {
    vi.resetModules()
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ru')
    const { initI18n, i18nReady, memberTexts } = await import('./i18n')
    const i18n = initI18n()
    await i18nReady()
    await memberTexts(['frame'])
    const t = i18n.getFixedT('ru')
    // The frame's part has the feed's title (FeedPage names it) and not the chats' screen.
    expect(t('feed.title')).not.toBe('feed.title')
    expect(i18n.exists('chats.emptyFiltered.title')).toBe(false)
    const added = new Promise((resolve) => i18n.store.on('added', resolve))
    expect(t('chats.emptyFiltered.title')).toBe('chats.emptyFiltered.title')
    await added
    expect(t('chats.emptyFiltered.title')).not.toBe('chats.emptyFiltered.title')
  })
})
