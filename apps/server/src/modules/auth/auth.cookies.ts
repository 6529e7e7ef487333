import type { FastifyReply } from 'fastify'
import { SESSION_COOKIE } from '../../platform/auth-guard'
import type { NewSession } from './sessions'

/** httpOnly and SameSite=Lax: unreadable by scripts and not sent on cross-site form posts. */
const base = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure })

/** "Remember me" gets a persistent cookie; otherwise the browser drops it when it closes. */
export function setSessionCookie(reply: FastifyReply, session: NewSession, secure: boolean): void {
  const maxAge = session.persistent
    ? Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)
    : undefined
  reply.setCookie(
    SESSION_COOKIE,
    session.token,
    maxAge === undefined ? base(secure) : { ...base(secure), maxAge },
  )
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, base(secure))
}
