import { useColorScheme } from '@mui/material/styles'
import type { UserPrefs } from '@nauka/contracts'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../api/ApiError'
import { setLocale } from '../../shared/locale'
import { useAuthStore } from '../auth/auth.store'
import { useDeviceStore } from '../device/device.store'
import { claimable, toApply } from './accountPrefs.model'
import { fetchPrefs, savePrefs } from './prefs.api'
import { usePrefsStore } from './prefs.store'

/** Quick flips (light, dark, light) travel as one save. */
const SAVE_DELAY_MS = 800
/** When the browser says online but the server cannot be reached, try again after this long. */
const RETRY_MS = 5_000

/** A failure that may pass: no connection, or trouble on the server's side. */
const mayPass = (error: unknown) =>
  !(error instanceof ApiError) || error.kind === 'network' || (error.kind === 'http' && error.status >= 500)

/**
 * The language and theme belong to the account: when the session starts they are read from it and
 * shown, and a choice made here is saved to it (debounced; kept while offline and sent once back).
 * Mounted once, in the signed-in layout.
 */
export const useAccountPrefs = (): void => {
  const userId = useAuthStore((s) => s.userId)
  const online = useDeviceStore((s) => s.online)
  const pending = usePrefsStore((s) => s.pending)
  const { setMode } = useColorScheme()
  const setModeRef = useRef(setMode)
  setModeRef.current = setMode
  const [retry, setRetry] = useState(0)

  // Shows what the account holds, except where a newer choice made here is still on its way.
  const applyRef = useRef((account: UserPrefs, user: number) => {
    const { locale, theme } = toApply(account, claimable(usePrefsStore.getState().pending, user))
    if (locale) void setLocale(locale)
    if (theme) setModeRef.current(theme)
  })

  useEffect(() => {
    if (userId === null) return
    // A choice made here is newer than the account's: the save below answers the rest of it.
    if (claimable(usePrefsStore.getState().pending, userId)) return
    let active = true
    fetchPrefs(userId).then(
      (account) => {
        if (active) applyRef.current(account, userId)
      },
      () => {
        // Offline or refused: what is on screen stays, and the next start asks again.
      },
    )
    return () => {
      active = false
    }
  }, [userId])

  // biome-ignore lint/correctness/useExhaustiveDependencies: retry is the signal to try again
  useEffect(() => {
    if (userId === null || !online) return
    const own = claimable(pending, userId)
    if (!own) return
    let active = true
    let again: ReturnType<typeof setTimeout> | undefined
    const save = setTimeout(() => {
      savePrefs(userId, own).then(
        (account) => {
          usePrefsStore.getState().settle(own)
          if (active) applyRef.current(account, userId)
        },
        (error: unknown) => {
          if (!mayPass(error)) usePrefsStore.getState().settle(own)
          else if (active) again = setTimeout(() => setRetry((n) => n + 1), RETRY_MS)
        },
      )
    }, SAVE_DELAY_MS)
    return () => {
      active = false
      clearTimeout(save)
      clearTimeout(again)
    }
  }, [userId, online, pending, retry])
}
