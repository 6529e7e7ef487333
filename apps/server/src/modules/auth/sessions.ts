import type { Db } from '../../db/client'
import type { RequestUser, ResolvedSession } from '../../platform/auth-guard'
import {
  findLiveSession,
  insertSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
  type UserRow,
} from './auth.queries'
import { hashSecret, newSecret } from './tokens'

const DAY_MS = 24 * 60 * 60 * 1000
/** "Remember me": a persistent cookie and session for 30 days (renewed while in use). */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS
/** Otherwise the cookie ends with the browser; the server forgets an idle session after a day. */
export const BROWSER_SESSION_MS = DAY_MS
/** Renewing on every request would write on every request; once every few minutes is enough. */
const TOUCH_AFTER_MS = 5 * 60 * 1000

export interface NewSession {
  token: string
  sessionId: number
  expiresAt: Date
  persistent: boolean
}

export const toRequestUser = (user: UserRow): RequestUser => ({
  id: user.id,
  email: user.email,
  lang: user.lang === 2 ? 2 : 1,
  emailVerified: user.emailVerifiedAt !== null,
})

/** One session, or every session of a user but one. */
export type Revocation = { sessionId: number } | { userId: number; exceptSessionId?: number }
export type RevocationListener = (revocation: Revocation) => void

/** Opaque session tokens, stored hashed; sliding expiry; revocation per session or per user. */
export class SessionService {
  private revoked: RevocationListener[] = []

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(
    userId: number,
    persistent: boolean,
    meta: { userAgent?: string; ip?: string },
  ): Promise<NewSession> {
    const token = newSecret()
    const now = this.now()
    const expiresAt = new Date(now.getTime() + (persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS))
    const row = await insertSession(this.db, {
      userId,
      tokenHash: hashSecret(token),
      persistent,
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip ?? null,
    })
    return { token, sessionId: row.id, expiresAt, persistent }
  }

  async resolve(token: string): Promise<ResolvedSession | null> {
    if (token.length > 200) return null
    const now = this.now()
    const found = await findLiveSession(this.db, hashSecret(token), now)
    if (!found || found.user.disabled) return null
    const { session } = found
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      const span = session.persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS
      await touchSession(this.db, session.id, now, new Date(now.getTime() + span))
    }
    return { sessionId: session.id, user: toRequestUser(found.user) }
  }

  async revoke(sessionId: number): Promise<void> {
    await revokeSession(this.db, sessionId, this.now())
    for (const listener of this.revoked) listener({ sessionId })
  }

  async revokeAll(userId: number, exceptSessionId?: number): Promise<void> {
    await revokeUserSessions(this.db, userId, this.now(), exceptSessionId)
    for (const listener of this.revoked) listener({ userId, exceptSessionId })
  }

  /** Told of every revocation, so live sockets of those sessions can be ended (realtime). */
  onRevoke(listener: RevocationListener): void {
    this.revoked.push(listener)
  }
}
