import { act } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * Toasts hide by themselves after 8 s. A test that proves something else closes one starts this
 * fake clock before the toast shows (it runs at the real pace meanwhile) and freezes it once the
 * toast is in: from then on only the app can close the toast, however slow the machine.
 */
export const toastClock = () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
  return {
    /** Lets the toast finish coming in, then stops its timer for good (the app's own run on). */
    freeze: async () => {
      await act(() => vi.advanceTimersByTimeAsync(500))
      vi.useRealTimers()
    },
  }
}
