import Box from '@mui/material/Box'
import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { LogoutDialog } from '../../features/auth/LogoutDialog'
import { ChatToasts } from '../../features/chats/ChatToasts'
import { useDeviceStore } from '../../features/device/device.store'
import { useLayoutPlan } from '../../features/layout/useLayoutPlan'
import { CommentToasts } from '../../features/notifications/CommentToasts'
import { FollowerToasts } from '../../features/notifications/FollowerToasts'
import { useAccountPrefs } from '../../features/preferences/useAccountPrefs'
import { usePendingReplay } from '../../features/profile/usePendingReplay'
import { AppHeader } from './AppHeader'
import { BottomNav } from './BottomNav'
import { FooterBar } from './FooterBar'
import { LeftBar } from './LeftBar'
import { MobileMenu } from './MobileMenu'
import { OfflineBanner } from './OfflineBanner'
import { RightBar } from './RightBar'
import { SkipLink } from './SkipLink'
import { BOTTOM_NAV_HEIGHT } from './sizes'

/** Frame of every signed-in page; which bars show follows layoutPlan (width and choices). */
export const AppLayout = () => {
  const plan = useLayoutPlan()
  const { pathname } = useLocation()
  const setMenuOpen = useDeviceStore((s) => s.setMobileMenuOpen)
  usePendingReplay()
  useAccountPrefs()

  // The drawer belongs to a phone and to one page: it closes on navigation and when widening.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to these changes
  useEffect(() => setMenuOpen(false), [pathname, plan.mobile, setMenuOpen])

  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <SkipLink />
      <AppHeader mobile={plan.mobile} withLogout={!plan.mobile && plan.leftBar === 'none'} />
      <OfflineBanner />
      {plan.mobile && <MobileMenu />}
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'stretch', minWidth: 0 }}>
        {plan.leftBar !== 'none' && <LeftBar variant={plan.leftBar} />}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            flex: 1,
            minWidth: 0,
            outline: 'none',
            px: { xs: 2, sm: 3 },
            pt: 3,
            pb: plan.footer === 'bottom' ? `${BOTTOM_NAV_HEIGHT + 24}px` : 4,
          }}
        >
          <Box sx={{ maxWidth: 860, mx: 'auto' }}>
            <Outlet />
          </Box>
        </Box>
        {plan.rightBar && <RightBar />}
      </Box>
      {plan.footer === 'bar' && <FooterBar />}
      {plan.footer === 'bottom' && <BottomNav />}
      <LogoutDialog />
      <CommentToasts />
      <FollowerToasts />
      <ChatToasts />
    </Box>
  )
}
