import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOCALE_STORAGE_KEY } from '../shared/locale'

// A fresh app i18next and dictionaries each time: the test setup's have every text loaded already.
afterEach(() => {
  vi.doUnmock('virtual:texts/ru/visitor')
  vi.resetModules()
})

describe('memberTexts', () => {
  it('adds the member texts even when they arrive before i18next has its first texts', async () => {
    vi.resetModules()
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ru')
    // The visitor part (i18next's first texts) held back until the member part has come.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    vi.doMock('virtual:texts/ru/visitor', async () => {
      await held
      return vi.importActual('virtual:texts/ru/visitor')
    })
    const { initI18n, i18nReady, memberTexts } = await import('./i18n')
    const i18n = initI18n()
    const member = memberTexts()
    // The member part is in before the first texts: a turn of the event loop for its import.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(i18n.isInitialized).toBeFalsy()
    release()
    await Promise.all([member, i18nReady()])
    const t = i18n.getFixedT('ru')
    expect(t('feed.title')).not.toBe('feed.title')
    expect(t('auth.login.title')).not.toBe('auth.login.title')
  })
})
