import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack'

/**
 * The app's toasts, with notistack's API (enqueueSnackbar, closeSnackbar, useSnackbar), whose code
 * (8 KB gzip) loads with the first toast rather than with every page (issue 20's budgets). A toast
 * asked for before notistack is there waits, under the key it was given, and shows once its
 * provider is mounted (Toasts.tsx); one closed meanwhile never shows.
 */

/** The two functions of a mounted notistack provider. */
type Notistack = {
  enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): SnackbarKey
  closeSnackbar(key?: SnackbarKey): void
}
type Waiting = { message: SnackbarMessage; options: OptionsObject & { key: SnackbarKey } }

let notistack: Notistack | undefined
let waiting: Waiting[] = []
let wanted = false
let made = 0
const listeners = new Set<() => void>()

const want = () => {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

export const enqueueSnackbar = (message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey => {
  if (notistack) return notistack.enqueueSnackbar(message, options)
  const key = options.key ?? `toast-${++made}`
  waiting.push({ message, options: { ...options, key } })
  want()
  return key
}

export const closeSnackbar = (key?: SnackbarKey): void => {
  if (notistack) {
    notistack.closeSnackbar(key)
    return
  }
  waiting = key === undefined ? [] : waiting.filter((toast) => toast.options.key !== key)
}

const toaster = { enqueueSnackbar, closeSnackbar }

/** notistack's hook, answering the same two functions wherever it is called. */
export const useSnackbar = () => toaster

/** Whether a toast has been asked for, so the provider should be there (Toasts.tsx). */
export const toastsWanted = () => wanted
export const onToastsWanted = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The provider is mounted: what waited is shown, and what follows goes to notistack at once. */
export const toasterReady = (mounted: Notistack): void => {
  notistack = mounted
  const shown = waiting
  waiting = []
  for (const toast of shown) mounted.enqueueSnackbar(toast.message, toast.options)
}

/** The provider is gone (a test's unmount): toasts wait for the next one. */
export const toasterGone = (): void => {
  notistack = undefined
}
