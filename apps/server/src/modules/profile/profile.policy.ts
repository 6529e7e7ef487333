import { type MutualStates, SettingsAccess } from '@nauka/contracts'
import type { FastifyRequest } from 'fastify'
import { AuthError, ForbiddenError } from '../../platform/errors'

/** Who is asking: a signed-in user, or null for a visitor. */
export type Viewer = { id: number } | null

/** The viewer of a request (the auth guard has already refused visitors on these routes). */
export const viewerOf = (req: FastifyRequest): Viewer => (req.user ? { id: req.user.id } : null)

/** SPEC 6: only the owner edits a profile; a foreign profile is read and follow only. */
export const canEditProfile = (viewer: Viewer, ownerId: number): boolean =>
  viewer !== null && viewer.id === ownerId

/** Refuses a visitor with 401 and another user with 403, as every profile write does. */
export function assertCanEditProfile(viewer: Viewer, ownerId: number): void {
  if (viewer === null) throw new AuthError()
  if (!canEditProfile(viewer, ownerId)) throw new ForbiddenError('profile.notOwner')
}

/**
 * The privacy and notification settings are their owner's business: another user or a visitor
 * learning them would learn, for one, who is hidden from them.
 */
export const canSeeSettings = (viewer: Viewer, ownerId: number): boolean => canEditProfile(viewer, ownerId)

/** How a viewer relates to a profile's owner, for the privacy settings. */
export interface Audience {
  /** False for a visitor: "registered users" (and anything narrower) leaves them out. */
  signedIn: boolean
  isOwner: boolean
  /** The viewer follows the owner (is one of the owner's followers). */
  viewerFollows: boolean
  /** The owner follows the viewer. */
  ownerFollows: boolean
}

/** The audience of a viewer; a visitor is signed out and follows nobody, whatever `mutual` says. */
export function audienceOf(viewer: Viewer, ownerId: number, mutual: MutualStates): Audience {
  if (viewer === null) return { signedIn: false, isOwner: false, viewerFollows: false, ownerFollows: false }
  return {
    signedIn: true,
    isOwner: viewer.id === ownerId,
    viewerFollows: mutual.out.subscribed,
    ownerFollows: mutual.in.subscribed,
  }
}

/**
 * Whether a privacy setting (a settings access level, 133:n) lets the viewer in: "everyone"
 * includes visitors, "registered users" only signed-in ones; the owner always sees their own profile.
 */
export function audienceAllows(level: string | boolean | undefined, audience: Audience): boolean {
  if (audience.signedIn && audience.isOwner) return true
  switch (level) {
    case SettingsAccess.Everyone:
      return true
    case SettingsAccess.Registered:
      return audience.signedIn
    case SettingsAccess.Followers:
      return audience.signedIn && audience.viewerFollows
    case SettingsAccess.Mutual:
      return audience.signedIn && audience.viewerFollows && audience.ownerFollows
    default:
      // Nobody, or a value we do not know: showing less is the safe side.
      return false
  }
}
