import { lazyWhenOpen } from '../../shared/lazyWhenOpen'
import { useLogoutDialog } from './logoutDialog.store'

// Closed at first paint: its code (MUI's Dialog) loads as it first opens.
const LogoutConfirmDialog = lazyWhenOpen(
  () => import('./LogoutConfirmDialog'),
  (m) => m.LogoutConfirmDialog,
)

/** For a control that asks to sign out: the dialog's code loads as it is pointed at or focused. */
export const logoutDialogOpener = LogoutConfirmDialog.openerProps

/** SPEC 2: the sign-out confirmation, asked for from the bar, the drawer or the header. */
export const LogoutDialog = () => {
  const { open, hide } = useLogoutDialog()
  return <LogoutConfirmDialog open={open} onClose={hide} />
}
