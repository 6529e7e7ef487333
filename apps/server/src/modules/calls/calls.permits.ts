import {
  type CallMediaState,
  type CallParticipant,
  type CallPermit,
  type CallPermitsUpdate,
  CallRole,
  CallPermit as Permit,
} from '@nauka/contracts'
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors'
import type { CallCore } from './calls.core'
import type { CallChange } from './calls.ending'
import {
  allowedMedia,
  applyPermits,
  nextOrganiser,
  permitsRefusal,
  type RoleAndPermits,
  refusedSwitches,
  withinPermits,
  withRole,
} from './calls.model'
import { forViewer } from './calls.present'
import { findLiveSessions, findParticipants, type ParticipantRow, updateSessionState } from './calls.queries'

/**
 * Who may do what in a call (the agreed design): one's own switches within one's permits, a
 * manager's switching someone else's media off, roles and single permits given and taken away.
 */
export class CallPermits {
  constructor(private readonly core: CallCore) {}

  /**
   * Switches of a session: one's own within one's permits (403 for one switched on without it), or
   * someone else's off by a manager of participants (82:611; only off). Every member is told.
   */
  async setState(
    userId: number,
    dialogId: number,
    update: { mediaSessionId?: string; state: Partial<CallMediaState> },
  ): Promise<CallParticipant> {
    const dialog = await this.core.deps.chat.dialogOf(dialogId, userId)
    const done = await this.core.inCall(dialog, async (change) => {
      const live = await findLiveSessions(change.tx, change.call.id)
      const session = update.mediaSessionId
        ? live.find((s) => s.id === update.mediaSessionId)
        : live.find((s) => s.userId === userId)
      if (!session) throw new NotFoundError('calls.noSession')
      const participants = await findParticipants(change.tx, change.call.id)
      if (session.userId === userId) {
        const mine = participants.find((p) => p.id === session.participantId)
        if (refusedSwitches((mine?.permits ?? []) as CallPermit[], update.state).length > 0)
          throw new ForbiddenError('calls.noPermit')
      } else {
        const actor = this.core.permitsOf(participants, dialog, change.call, userId)
        if (!actor.includes(Permit.ManageParticipants)) throw new ForbiddenError('calls.noPermit')
        if (Object.values(update.state).some((on) => on)) throw new ForbiddenError('calls.muteOnly')
      }
      await updateSessionState(change.tx, session.id, update.state)
      return session.userId
    })
    return participantFor(done.call, userId, done.result)
  }

  /**
   * A role (82:610; its permits first) and single permits (82:611) of a participant; the organiser
   * is fixed. Media whose permit went is switched off in their live sessions (and muted by the media
   * server); 2007 goes to them and to the managers.
   */
  async setPermits(userId: number, dialogId: number, update: CallPermitsUpdate): Promise<CallParticipant> {
    const dialog = await this.core.deps.chat.dialogOf(dialogId, userId)
    const done = await this.core.inCall(dialog, async (change) => {
      const participants = await findParticipants(change.tx, change.call.id)
      const target = participants.find((p) => p.userId === update.user)
      if (!target) throw new BadRequestError('calls.notParticipant')
      const actor = this.core.permitsOf(participants, dialog, change.call, userId)
      const refusal = permitsRefusal(actor, current(target), update)
      if (refusal) throw new ForbiddenError(refusal)
      await setRole(change, target, applyPermits(current(target), update))
    })
    return participantFor(done.call, userId, update.user)
  }
}

/**
 * The organiser left: the first connected admin organises the call now, and the one who left
 * becomes an admin of it (reference "post-processing"); without an admin, the call goes on.
 */
export async function passOrganiser(change: CallChange, leaver: ParticipantRow): Promise<void> {
  if (leaver.role !== CallRole.Organiser) return
  const heir = nextOrganiser(await findParticipants(change.tx, change.call.id))
  if (!heir) return
  await setRole(change, heir, withRole(CallRole.Organiser))
  await setRole(change, leaver, withRole(CallRole.Admin))
}

const current = (p: ParticipantRow): RoleAndPermits => ({
  role: p.role as CallRole,
  permits: p.permits as CallPermit[],
})

/** Stores the participant's new role and permits; what they may no longer send goes off. */
async function setRole(change: CallChange, target: ParticipantRow, next: RoleAndPermits): Promise<void> {
  await change.updateParticipant(target, { ...next, admin: withRole(next.role).admin })
  change.permitsChanged.add(target.userId)
  const before = allowedMedia(target.permits as CallPermit[])
  const allowed = allowedMedia(next.permits)
  const mediaChanged = (Object.keys(allowed) as (keyof typeof allowed)[]).some(
    (k) => allowed[k] !== before[k],
  )
  for (const session of await findLiveSessions(change.tx, change.call.id)) {
    if (session.participantId !== target.id) continue
    const state = {
      micOn: session.micOn,
      camOn: session.camOn,
      handUp: session.handUp,
      sharingScreen: session.sharingScreen,
    }
    const off = refusedSwitches(next.permits, state)
    if (off.length > 0) await updateSessionState(change.tx, session.id, withinPermits(next.permits, state))
    if (mediaChanged) change.restricted.push({ session, allowed })
  }
}

/** One participant of the call as `viewer` sees them. */
function participantFor(
  call: Parameters<typeof forViewer>[0],
  viewer: number,
  user: number,
): CallParticipant {
  const participant = forViewer(call, viewer).participants.find((p) => p.user === user)
  if (!participant) throw new NotFoundError('calls.noSession')
  return participant
}
