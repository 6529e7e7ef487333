import { getContrastRatio } from '@mui/material/styles'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { themeFor } from '../../app/theme'
import { renderInApp, t } from '../../test/renderApp'
import { CallProblemNotice, noticeLook } from './CallProblemNotice'
import { type CallProblem, useCallStore } from './calls.store'

/** Every kind of notice; a kind added to CallProblem without being listed here does not compile. */
const KINDS = {
  media: true,
  refused: true,
  offline: true,
  noAnswer: true,
  declined: true,
  videoMissing: true,
  failed: true,
  mediaServerLost: true,
} satisfies Record<CallProblem['kind'], true>

type AlertPalette = { Alert: Record<string, string> }

/** MUI writes some of the Alert's colours as `var(--name, fallback)`: the fallback is the colour. */
const colour = (value: string) => /^var\(--[\w-]+, (.+)\)$/.exec(value)?.[1] ?? value

describe('the call problem notice', () => {
  // The same colours MUI's Alert paints with (its palette.Alert entries), read from our theme.
  const palette = (scheme: 'light' | 'dark') =>
    (themeFor('ru') as unknown as { colorSchemes: Record<typeof scheme, { palette: AlertPalette }> })
      .colorSchemes[scheme].palette.Alert

  it.each(['light', 'dark'] as const)(
    'reads at AA contrast (4.5:1) for every kind in the %s theme',
    (scheme) => {
      const alert = palette(scheme)
      const ratios = Object.keys(KINDS).map((kind) => {
        const { severity, variant } = noticeLook(kind as CallProblem['kind'])
        const [text, background] =
          variant === 'filled'
            ? [alert[`${severity}FilledColor`], alert[`${severity}FilledBg`]]
            : [alert[`${severity}Color`], alert[`${severity}StandardBg`]]
        return [kind, getContrastRatio(colour(String(text)), colour(String(background))) >= 4.5]
      })
      expect(Object.fromEntries(ratios)).toEqual(Object.fromEntries(Object.keys(KINDS).map((k) => [k, true])))
    },
  )

  it('tells politely, until media flows again, that the call server was lost', () => {
    renderInApp(<CallProblemNotice />)
    act(() => useCallStore.getState().set({ problem: { kind: 'mediaServerLost' } }))
    expect(screen.getByRole('status').textContent).toBe(t('calls.problem.mediaServerLost'))
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => useCallStore.getState().set({ problem: null }))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
