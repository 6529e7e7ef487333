import { lazy, Suspense, useSyncExternalStore } from 'react'
import { onToastsWanted, toastsWanted } from './toaster'

const ToastProvider = lazy(() => import('./ToastProvider').then((m) => ({ default: m.ToastProvider })))

/** Where the toasts show: notistack's provider, mounted once a first toast is asked for. */
export const Toasts = () => {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted)
  return wanted ? (
    <Suspense fallback={null}>
      <ToastProvider />
    </Suspense>
  ) : null
}
