import { describe, expect, it } from 'vitest'
import { claimable, recordChoice, settled, toApply } from './accountPrefs.model'

const dark = { kind: 'dark' as const }
const light = { kind: 'light' as const }

describe('account preferences', () => {
  it('gathers the choices of one person until they are sent', () => {
    const first = recordChoice(null, 7, { lang: 2 })
    expect(recordChoice(first, 7, { theme: dark })).toEqual({ owner: 7, prefs: { lang: 2, theme: dark } })
    expect(recordChoice(first, 7, { lang: 1 })).toEqual({ owner: 7, prefs: { lang: 1 } })
  })

  it('drops another person’s unsent choice instead of mixing it in', () => {
    expect(recordChoice({ owner: 7, prefs: { lang: 2 } }, 8, { theme: dark })).toEqual({
      owner: 8,
      prefs: { theme: dark },
    })
  })

  it('lets the user send their own choice and one made just before signing in, never another user’s', () => {
    expect(claimable({ owner: 7, prefs: { lang: 2 } }, 7)).toEqual({ lang: 2 })
    expect(claimable({ owner: null, prefs: { theme: dark } }, 7)).toEqual({ theme: dark })
    expect(claimable({ owner: 8, prefs: { lang: 2 } }, 7)).toBeNull()
    expect(claimable(null, 7)).toBeNull()
  })

  it('keeps pending only what changed while the save was on its way', () => {
    const pending = { owner: 7, prefs: { lang: 2 as const, theme: dark } }
    expect(settled(pending, { lang: 2, theme: dark })).toBeNull()
    expect(settled(pending, { lang: 2, theme: light })).toEqual({ owner: 7, prefs: { theme: dark } })
    expect(settled(null, { lang: 2 })).toBeNull()
  })

  it('shows the account’s choices, but not over a newer one still pending', () => {
    expect(toApply({ lang: 2, theme: dark }, null)).toEqual({ locale: 'en', theme: 'dark' })
    expect(toApply({ lang: 2, theme: dark }, { lang: 1 })).toEqual({ theme: 'dark' })
    expect(toApply({ lang: 1, theme: light }, { theme: dark })).toEqual({ locale: 'ru' })
    // No theme on the account yet: the browser's own stays.
    expect(toApply({ lang: 1 }, null)).toEqual({ locale: 'ru' })
  })
})
