import { CallScreen } from './CallScreen'
import { IncomingCallDialog } from './IncomingCallDialog'

/** What a call draws: the incoming call and the call screen (full or minified) with its messages. */
export const CallHostScreens = ({ me }: { me: number }) => (
  <>
    <IncomingCallDialog />
    <CallScreen me={me} />
  </>
)
