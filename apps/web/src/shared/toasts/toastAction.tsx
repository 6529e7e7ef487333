import Button from '@mui/material/Button'
import type { SnackbarKey } from 'notistack'
import { closeSnackbar } from './toaster'

/** A toast's one action: a button that closes the toast and does what it says (opens a page). */
export const toastAction = (label: string, onClick: () => void) => (key: SnackbarKey) => (
  <Button
    color="inherit"
    size="small"
    onClick={() => {
      closeSnackbar(key)
      onClick()
    }}
  >
    {label}
  </Button>
)
