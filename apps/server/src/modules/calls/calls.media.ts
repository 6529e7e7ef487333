import type { CallRow, SessionRow } from './calls.queries'

/** Which media a session may send through the media server (its permits 82:603, 82:602, 82:605). */
export interface AllowedMedia {
  audio: boolean
  video: boolean
  screen: boolean
}

/**
 * The calls core's hook into the media server (Janus) for calls with `media: 'sfu'`. The core calls
 * `createRoom` before the call's transaction (a failure makes the call a mesh) and the others only
 * after its transaction committed; their failures are logged, never undo the call's change.
 */
export interface CallMediaServer {
  /** Creates the call's room; its number and secret are stored on the call. */
  createRoom(callId: number): Promise<{ room: number; secret: string }>
  /** The call ended (after `sessionEnded` for each of its last sessions): stops a recording still running, destroys the room. */
  callEnded(call: CallRow): Promise<void>
  /** A media session ended (leave, lost, kick): its handles detach, its token leaves the room. */
  sessionEnded(call: CallRow, session: SessionRow): Promise<void>
  /** What the session may still send (a permit taken away mutes that stream in the room). */
  restrict(call: CallRow, session: SessionRow, allowed: AllowedMedia): Promise<void>
}
