import { useDeviceStore } from '../../features/device/device.store'
import { lazyWhenOpen } from '../../shared/lazyWhenOpen'

// Closed at first paint: the drawer's code (MUI's Drawer and Modal) loads as it first opens.
const MobileMenuDrawer = lazyWhenOpen(
  () => import('./MobileMenuDrawer'),
  (m) => m.MobileMenuDrawer,
)

/** For a control that opens the drawer: its code loads as the control is pointed at or focused. */
export const mobileMenuOpener = MobileMenuDrawer.openerProps

/** Below 768 the navigation lives in a drawer, opened from the header's menu button. */
export const MobileMenu = () => {
  const open = useDeviceStore((s) => s.mobileMenuOpen)
  const setOpen = useDeviceStore((s) => s.setMobileMenuOpen)
  return <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
}
