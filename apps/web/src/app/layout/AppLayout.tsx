import Box from '@mui/material/Box'
import { lazy, Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { LogoutDialog } from '../../features/auth/LogoutDialog'
import { ChatToasts } from '../../features/chats/ChatToasts'
import { useDeviceStore } from '../../features/device/device.store'
import { fillsWindow } from '../../features/layout/model'
import { useLayoutPlan } from '../../features/layout/useLayoutPlan'
import { CommentToasts } from '../../features/notifications/CommentToasts'
import { FollowerToasts } from '../../features/notifications/FollowerToasts'
import { useAccountPrefs } from '../../features/preferences/useAccountPrefs'
import { usePendingReplay } from '../../features/profile/usePendingReplay'
import { PublicationToasts } from '../../features/publications/PublicationToasts'
import { SavedSearchToasts } from '../../features/search/saved/SavedSearchToasts'
import { Deferred } from '../../shared/Deferred'
import { PageLoading } from '../../shared/PageLoading'
import { BOTTOM_NAV_HEIGHT } from '../../shared/sizes'
import { AppHeader } from './AppHeader'
import { BottomNav } from './BottomNav'
import { FooterBar } from './FooterBar'
import { LeftBar } from './LeftBar'
import { MobileMenu } from './MobileMenu'
import { OfflineBanner } from './OfflineBanner'
import { RightBar } from './RightBar'
import { SkipLink } from './SkipLink'

// Calls (engine, incoming call, call screen) come in their own chunk beside the page's, so their
// code does not hold up the first screen; nothing of them shows until a call starts.
const CallHost = lazy(() => import('../../features/calls/CallHost').then((m) => ({ default: m.CallHost })))

/** The frame of a page that fills the window: as tall as what is left of it, and wider. */
const FILLED_PAGE = {
  maxWidth: 1200,
  width: '100%',
  mx: 'auto',
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
} as const

/** Frame of every signed-in page; which bars show follows layoutPlan (width and choices). */
export const AppLayout = () => {
  const plan = useLayoutPlan()
  const { pathname } = useLocation()
  // A page that fills the window (the chats) gets its height and the width the right bar had.
  const fill = fillsWindow(pathname)
  const setMenuOpen = useDeviceStore((s) => s.setMobileMenuOpen)
  usePendingReplay()
  useAccountPrefs()

  // The drawer belongs to a phone and to one page: it closes on navigation and when widening.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to these changes
  useEffect(() => setMenuOpen(false), [pathname, plan.mobile, setMenuOpen])

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        ...(fill && { height: '100dvh' }),
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <SkipLink />
      <AppHeader mobile={plan.mobile} withLogout={!plan.mobile && plan.leftBar === 'none'} />
      <OfflineBanner />
      {plan.mobile && <MobileMenu />}
      <Box
        sx={{ flex: 1, display: 'flex', alignItems: 'stretch', minWidth: 0, ...(fill && { minHeight: 0 }) }}
      >
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
            pb: plan.footer === 'bottom' ? `${BOTTOM_NAV_HEIGHT + (fill ? 0 : 24)}px` : fill ? 3 : 4,
            ...(fill && { display: 'flex', flexDirection: 'column', minHeight: 0 }),
          }}
        >
          <Box sx={fill ? FILLED_PAGE : { maxWidth: 860, mx: 'auto' }}>
            {/* The frame shows while the page's code is still on its way (first load). */}
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
        {plan.rightBar && !fill && <RightBar />}
      </Box>
      {/* Below the page, and fixed at the window's foot on a phone: drawn a task after the rest. */}
      <Deferred>
        {plan.footer === 'bar' && <FooterBar />}
        {plan.footer === 'bottom' && <BottomNav />}
      </Deferred>
      {/* Nothing of these shows until an event or a choice: they mount a task later still. */}
      <Deferred>
        <Deferred>
          <LogoutDialog />
          <CommentToasts />
          <FollowerToasts />
          <PublicationToasts />
          <SavedSearchToasts />
          <ChatToasts />
          <Suspense fallback={null}>
            <CallHost />
          </Suspense>
        </Deferred>
      </Deferred>
    </Box>
  )
}
