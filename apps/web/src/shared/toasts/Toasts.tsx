import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react'
import { onToastsWanted, toastsWanted } from './toaster'

let loaded: ComponentType | undefined

/**
 * Where the toasts show: notistack's provider, mounted once a first toast is asked for. Its code
 * may be out of reach then (offline, before the service worker keeps it): the toasts wait, and the
 * code is asked for again when the browser is back online.
 */
export const Toasts = () => {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted)
  const [Provider, setProvider] = useState<ComponentType | undefined>(() => loaded)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt asks for the code again.
  useEffect(() => {
    if (!wanted || Provider) return
    let live = true
    const again = () => setAttempt((n) => n + 1)
    import('./ToastProvider').then(
      (module) => {
        loaded = module.ToastProvider
        if (live) setProvider(() => module.ToastProvider)
      },
      () => {
        if (live) window.addEventListener('online', again, { once: true })
      },
    )
    return () => {
      live = false
      window.removeEventListener('online', again)
    }
  }, [wanted, Provider, attempt])
  return Provider ? <Provider /> : null
}
