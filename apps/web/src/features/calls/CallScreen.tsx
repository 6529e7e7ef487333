import CallEnd from '@mui/icons-material/CallEnd'
import OpenInFull from '@mui/icons-material/OpenInFull'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import FocusTrap from '@mui/material/Unstable_TrapFocus'
import { CallStatus } from '@nauka/contracts'
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BOTTOM_NAV_HEIGHT } from '../../shared/sizes'
import { useLayoutPlan } from '../layout/useLayoutPlan'
import { CallControls, HANG_UP_SX } from './CallControls'
import { CallHeader } from './CallHeader'
import { CallProblemNotice } from './CallProblemNotice'
import { CallTile } from './CallTile'
import { useCallStore } from './calls.store'
import { startDialTone } from './media'
import { isCallAdmin, shownParticipants } from './model'
import { CallSettingsDialog } from './settings/CallSettingsDialog'
import { OWN, useActiveSpeaker } from './useActiveSpeaker'
import { useCallEngine } from './useCallLive'
import { useCallScreenFocus } from './useCallScreenFocus'
import { useInertOutside } from './useInertOutside'

const canShareScreen = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getDisplayMedia

/**
 * SPEC 2: the call screen, over the whole window, or minified into a floating window that stays
 * while the user moves around the app (the host lives above the router's outlet). The full screen
 * is modal (the page behind inert, Tab kept inside, Escape minimizes); the floating window is not.
 * Its notices live in the same frame, so they stay usable over the full screen.
 */
export const CallScreen = ({ me }: { me: number }) => {
  const { t } = useTranslation()
  const store = useCallStore()
  const engine = useCallEngine((s) => s.engine)
  const phone = useLayoutPlan().mobile
  const [settings, setSettings] = useState(false)
  const frame = useRef<HTMLDivElement>(null)
  const root = useRef<HTMLElement>(null)
  const expand = useRef<HTMLButtonElement>(null)
  const { view, minified, own, localStream, screenStream } = store
  const active = view.status === CallStatus.Calling || view.status === CallStatus.Received
  const full = active && !minified
  const speaker = useActiveSpeaker(active ? localStream : null, own.micOn)
  const dialing = view.status === CallStatus.Calling
  useEffect(() => (dialing ? startDialTone() : undefined), [dialing])
  // Before the focus hook: the page must be usable again before the focus goes back to it. The
  // hook, not the trap, moves the focus in, once it has noted where the user was.
  useInertOutside(frame, full)
  useCallScreenFocus({ active, full, root, expand })
  // The settings dialog over the screen has its own trap; this one waits while it is open.
  const settingsOpen = useRef(false)
  settingsOpen.current = settings
  const trapping = useCallback(() => !settingsOpen.current, [])
  const minimize = () => store.set({ minified: true })
  const onKeyDown = (event: KeyboardEvent) => {
    if (full && event.key === 'Escape') {
      event.stopPropagation()
      minimize()
    }
  }
  const notice = <CallProblemNotice />
  if (!active)
    return (
      <Box ref={frame} sx={{ display: 'contents' }}>
        {notice}
      </Box>
    )

  const call = view.call
  const people = call ? shownParticipants(call, me) : []
  // Removing the only other person of a two-person call is hanging up: offered from three people on.
  const manage = call ? isCallAdmin(call, me) && call.participants.length > 2 : false
  // Minified, one other person shows; the rest stay (hidden) so that everyone is still heard.
  const shown = (people.find((p) => p.user !== me) ?? people[0])?.user
  const tiles = people.map((p) => {
    const own_ = p.user === me
    const sessionId = own_ ? store.mediaSessionId : (p.states[0]?.mediaSessionId ?? null)
    const stream = own_
      ? (screenStream ?? localStream)
      : sessionId
        ? (store.remoteStreams[sessionId] ?? null)
        : null
    return (
      <CallTile
        key={p.user}
        hidden={minified && p.user !== shown}
        participant={
          own_
            ? { ...p, states: p.states.map((s) => (s.mediaSessionId === sessionId ? { ...s, ...own } : s)) }
            : p
        }
        own={own_}
        stream={stream}
        streamVersion={store.streamVersion}
        peerState={sessionId ? store.peerStates[sessionId] : undefined}
        speaking={own_ ? speaker === OWN : sessionId !== null && speaker === sessionId}
        manage={manage}
        onRedial={() => engine?.redial(p.user)}
        onRemove={() => engine?.remove(p.user)}
      />
    )
  })

  return (
    <Box ref={frame} sx={{ display: 'contents' }}>
      <FocusTrap open={full} isEnabled={trapping} disableAutoFocus disableRestoreFocus>
        <Box
          component="section"
          ref={root}
          tabIndex={-1}
          aria-label={t('calls.screen.region')}
          data-testid="call-root"
          data-call-status={view.status}
          onKeyDown={onKeyDown}
          sx={
            minified
              ? {
                  position: 'fixed',
                  right: 16,
                  bottom: phone ? BOTTOM_NAV_HEIGHT + 16 : 16,
                  width: 260,
                  zIndex: (theme) => theme.zIndex.modal - 1,
                  bgcolor: 'background.paper',
                  color: 'text.primary',
                  boxShadow: 8,
                  borderRadius: 2,
                  p: 1,
                  outline: 'none',
                }
              : {
                  position: 'fixed',
                  inset: 0,
                  zIndex: (theme) => theme.zIndex.modal - 1,
                  bgcolor: 'background.default',
                  color: 'text.primary',
                  display: 'flex',
                  flexDirection: 'column',
                  p: { xs: 1, sm: 2 },
                  gap: 1,
                  outline: 'none',
                }
          }
        >
          {!call && (
            <Typography role="status" sx={{ textAlign: 'center' }}>
              {dialing ? t('calls.screen.calling') : t('calls.screen.connecting')}
            </Typography>
          )}
          {minified ? (
            <>
              <Box
                component="ul"
                aria-label={t('calls.screen.participants')}
                sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}
              >
                {tiles}
              </Box>
              <Stack direction="row" spacing={1} justifyContent="center" sx={{ mt: 1 }}>
                <IconButton
                  ref={expand}
                  aria-label={t('calls.screen.expand')}
                  onClick={() => store.set({ minified: false })}
                >
                  <OpenInFull />
                </IconButton>
                <IconButton
                  aria-label={t('calls.screen.hangUp')}
                  onClick={() => engine?.hangUp()}
                  sx={HANG_UP_SX}
                >
                  <CallEnd />
                </IconButton>
              </Stack>
            </>
          ) : (
            <>
              {call && <CallHeader call={call} me={me} />}
              <Box
                component="ul"
                aria-label={t('calls.screen.participants')}
                // Many tiles on a phone scroll, and the keyboard must reach the ones below too.
                tabIndex={0}
                sx={{
                  m: 0,
                  p: 0,
                  flex: 1,
                  minHeight: 0,
                  overflow: 'auto',
                  display: 'grid',
                  gap: 1,
                  alignContent: 'center',
                  gridTemplateColumns: phone
                    ? 'repeat(auto-fit, minmax(160px, 1fr))'
                    : 'repeat(auto-fit, minmax(280px, 1fr))',
                }}
              >
                {tiles}
              </Box>
              <CallControls
                own={own}
                canShare={canShareScreen()}
                onToggle={(key) => void engine?.toggle(key)}
                onHangUp={() => engine?.hangUp()}
                onMinimize={minimize}
                onSettings={() => setSettings(true)}
              />
            </>
          )}
          <CallSettingsDialog open={settings} onClose={() => setSettings(false)} stream={localStream} />
        </Box>
      </FocusTrap>
      {notice}
    </Box>
  )
}
