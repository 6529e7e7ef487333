import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import FocusTrap from '@mui/material/Unstable_TrapFocus'
import { CallStatus } from '@nauka/contracts'
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BOTTOM_NAV_HEIGHT } from '../../shared/sizes'
import { useLayoutPlan } from '../layout/useLayoutPlan'
import { CallHeader } from './CallHeader'
import { CallMini } from './CallMini'
import { CallProblemNotice } from './CallProblemNotice'
import { CallStage } from './CallStage'
import { useCallStore } from './calls.store'
import { LobbyKnock } from './LobbyKnock'
import { LobbyView } from './LobbyView'
import { startDialTone } from './media'
import { inLobby } from './model'
import { ParticipantsPanel } from './ParticipantsPanel'
import { CallSettingsDialog } from './settings/CallSettingsDialog'
import { useActiveSpeaker } from './useActiveSpeaker'
import { useCallEngine } from './useCallLive'
import { useCallScreenFocus } from './useCallScreenFocus'
import { useInertOutside } from './useInertOutside'

const canShareScreen = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getDisplayMedia

const FLOATING = {
  position: 'fixed',
  right: 16,
  width: 260,
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 8,
  borderRadius: 2,
  p: 1,
  outline: 'none',
} as const

/**
 * SPEC 2: the call screen, over the whole window, or minified into a floating window that stays
 * while the user moves around the app (the host lives above the router's outlet). The full screen
 * is modal (the page behind inert, Tab kept inside, Escape minimizes, or closes the participants
 * panel when in it); the floating window is not. The participants panel sits beside the call's
 * region, not in it (a complementary landmark stands at the top level). The call's notices live in
 * the same frame, so they stay usable over the full screen.
 */
export const CallScreen = ({ me }: { me: number }) => {
  const { t } = useTranslation()
  const view = useCallStore((s) => s.view)
  const minified = useCallStore((s) => s.minified)
  const localStream = useCallStore((s) => s.localStream)
  const micOn = useCallStore((s) => s.own.micOn)
  const panel = useCallStore((s) => s.panel)
  const set = useCallStore((s) => s.set)
  const engine = useCallEngine((s) => s.engine)
  const phone = useLayoutPlan().mobile
  const [settings, setSettings] = useState(false)
  const frame = useRef<HTMLDivElement>(null)
  const screen = useRef<HTMLDivElement>(null)
  const root = useRef<HTMLElement>(null)
  const expand = useRef<HTMLButtonElement>(null)
  const active = view.status === CallStatus.Calling || view.status === CallStatus.Received
  const full = active && !minified
  const lobby = inLobby(view, me)
  const speaker = useActiveSpeaker(active ? localStream : null, micOn)
  const dialing = view.status === CallStatus.Calling
  useEffect(() => (dialing ? startDialTone() : undefined), [dialing])
  // Before the focus hook: the page must be usable again before the focus goes back to it. The
  // hook, not the trap, moves the focus in, once it has noted where the user was.
  useInertOutside(frame, full)
  useCallScreenFocus({ active, full, root, within: screen, expand })
  // The settings dialog over the screen has its own trap; this one waits while it is open.
  const settingsOpen = useRef(false)
  settingsOpen.current = settings
  const trapping = useCallback(() => !settingsOpen.current, [])
  const minimize = () => set({ minified: true })
  const closePanel = () => {
    set({ panel: false })
    root.current?.querySelector<HTMLElement>('[data-panel-toggle]')?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (!full || event.key !== 'Escape') return
    event.stopPropagation()
    const inPanel = event.target instanceof Node && !root.current?.contains(event.target)
    if (panel && inPanel) closePanel()
    else minimize()
  }
  const notice = <CallProblemNotice />
  if (!active)
    return (
      <Box ref={frame} sx={{ display: 'contents' }}>
        {notice}
      </Box>
    )

  const call = view.call
  const withdraw = () => void engine?.decline()
  const body = () => {
    if (!call)
      return (
        <Typography role="status" sx={{ textAlign: 'center' }}>
          {dialing ? t('calls.screen.calling') : t('calls.screen.connecting')}
        </Typography>
      )
    if (minified)
      return (
        <CallMini
          call={call}
          me={me}
          speaker={speaker}
          lobby={lobby}
          expandRef={expand}
          onExpand={() => set({ minified: false })}
          onHangUp={lobby ? withdraw : () => engine?.hangUp()}
        />
      )
    if (lobby)
      return (
        <>
          <CallHeader call={call} me={me} />
          <LobbyView call={call} onCancel={withdraw} />
        </>
      )
    return (
      <CallStage
        call={call}
        me={me}
        phone={phone}
        speaker={speaker}
        canShare={canShareScreen()}
        onMinimize={minimize}
        onSettings={() => setSettings(true)}
      />
    )
  }

  return (
    <Box ref={frame} sx={{ display: 'contents' }}>
      <FocusTrap open={full} isEnabled={trapping} disableAutoFocus disableRestoreFocus>
        <Box
          ref={screen}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          sx={
            full
              ? {
                  position: 'fixed',
                  inset: 0,
                  zIndex: (theme) => theme.zIndex.modal - 1,
                  bgcolor: 'background.default',
                  display: 'flex',
                  outline: 'none',
                }
              : { display: 'contents' }
          }
        >
          <Box
            component="section"
            ref={root}
            tabIndex={-1}
            aria-label={t('calls.screen.region')}
            data-testid="call-root"
            data-call-status={lobby ? 'lobby' : view.status}
            data-media={call?.media}
            sx={
              minified
                ? {
                    ...FLOATING,
                    bottom: phone ? BOTTOM_NAV_HEIGHT + 16 : 16,
                    zIndex: (theme) => theme.zIndex.modal - 1,
                  }
                : {
                    flex: 1,
                    minWidth: 0,
                    color: 'text.primary',
                    display: 'flex',
                    flexDirection: 'column',
                    p: { xs: 1, sm: 2 },
                    gap: 1,
                    outline: 'none',
                  }
            }
          >
            {body()}
            <CallSettingsDialog open={settings} onClose={() => setSettings(false)} stream={localStream} />
          </Box>
          {full && panel && call && !lobby && (
            <ParticipantsPanel call={call} me={me} phone={phone} onClose={closePanel} />
          )}
        </Box>
      </FocusTrap>
      {/* The open panel shows the lobby itself. */}
      {call && !lobby && !(full && panel) && (
        <LobbyKnock call={call} onShow={() => set({ panel: true, minified: false })} />
      )}
      {notice}
    </Box>
  )
}
