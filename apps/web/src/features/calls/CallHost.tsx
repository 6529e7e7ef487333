import { useAuthStore } from '../auth/auth.store'
import { CallScreen } from './CallScreen'
import { IncomingCallDialog } from './IncomingCallDialog'
import { useCallLive } from './useCallLive'

/**
 * Everything of calls that is not a page: the engine, the incoming call, the call screen (full or
 * minified) and its messages. Mounted in the signed-in layout, above the router's outlet, so a
 * call goes on while the user moves around the app.
 */
export const CallHost = () => {
  useCallLive()
  const me = useAuthStore((s) => s.userId)
  if (me === null) return null
  return (
    <>
      <IncomingCallDialog />
      <CallScreen me={me} />
    </>
  )
}
