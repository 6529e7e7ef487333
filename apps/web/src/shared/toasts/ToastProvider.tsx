import { LIMITS } from '@nauka/contracts'
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack'
import { useEffect } from 'react'
import { TOAST_CONTAINER_CLASS } from './ToastPlacement'
import { TOAST_COMPONENTS } from './toastContent'
import { toasterGone, toasterReady } from './toaster'

/** notistack's provider, as the app sets it up; loaded with the first toast (toaster.ts). */
export const ToastProvider = () => {
  // After the provider's own mount, which is when notistack's functions start to work; read at each
  // call, as notistack points them at the provider mounted last.
  useEffect(() => {
    toasterReady({
      enqueueSnackbar: (message, options) => enqueueSnackbar(message, options),
      closeSnackbar: (key) => closeSnackbar(key),
    })
    return toasterGone
  }, [])
  return (
    // SPEC 2, 9: toasts at the bottom right, at most four at once, clear of what is in use.
    <SnackbarProvider
      maxSnack={LIMITS.maxToasts}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      classes={{ containerAnchorOriginBottomRight: TOAST_CONTAINER_CLASS }}
      Components={TOAST_COMPONENTS}
    />
  )
}
