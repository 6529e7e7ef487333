import { setTimeout as wait } from 'node:timers/promises'
import {
  type ActionTokenAnswer,
  type ActionTokenRequest,
  ActionType,
  AuthErrorCode,
  type ChangePasswordRequest,
  type ExecuteActionRequest,
  GeneralErrorCode,
  type LangId,
  type Locale,
  type LoginRequest,
  Password,
  type RegisterRequest,
  type UserStatus,
} from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { RequestUser } from '../../platform/auth-guard'
import { AppError, AuthError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import type { Mailer, MailParams, MailTemplate } from '../../platform/mail/mailer'

/** Every template's params but the recipient's address, which is filled in here. */
type ParamsOf<T extends MailTemplate> = Omit<MailParams<T>, 'email'>

import { isUniqueViolation } from '../../db/errors'
import type { RateLimits } from '../../platform/rate-limit'
import {
  bindActionToken,
  findActionToken,
  findActiveUserIds,
  findUserByEmail,
  findUserById,
  insertActionToken,
  insertUser,
  normalizeEmail,
  retireActionTokens,
  type UserRow,
  updateUser,
  useActionToken,
} from './auth.queries'
import type { AuthRateRule } from './auth.rate-rules'
import { loginDelayMs } from './login-delay'
import { hashPassword, verifyDecoy, verifyPassword } from './password'
import { type NewSession, type SessionService, toRequestUser } from './sessions'
import { hashSecret, newId, newSecret } from './tokens'

const HOUR_MS = 60 * 60 * 1000
/** How long a mailed key works, by flow. */
export const ACTION_TOKEN_TTL_HOURS: Record<ActionType, number> = {
  'verify-email': 24,
  'reset-credentials': 1,
}
const LINK_PATH: Record<ActionType, string> = {
  'verify-email': '/login-actions/verify-email',
  'reset-credentials': '/login-actions/reset-credentials',
}
const ACTION_TYPES = new Set<string>(Object.values(ActionType))
const DEFAULT_CLIENT_ID = 'web'

export interface RequestContext {
  ip: string
  userAgent?: string
  locale: Locale
}

export interface AccountDeps {
  db: Db
  sessions: SessionService
  mailer: Mailer
  limits: RateLimits<AuthRateRule>
  publicUrl: string
  log: Pick<FastifyBaseLogger, 'warn'>
  now?: () => Date
  /** Waits the sign-in slow-down; a real timer unless a test records it instead. */
  sleep?: (ms: number) => Promise<void>
}

export const userStatus = (user: UserRow): UserStatus => {
  const u = toRequestUser(user)
  return { id: u.id, email: u.email, emailVerified: u.emailVerified, lang: u.lang }
}

const localeOfUser = (user: UserRow): Locale => (user.lang === 2 ? 'en' : 'ru')

/** Accounts: registration, e-mail verification, sign-in, restore and change of password. */
export class AccountService {
  private readonly now: () => Date
  private readonly sleep: (ms: number) => Promise<void>

  constructor(private readonly deps: AccountDeps) {
    this.now = deps.now ?? (() => new Date())
    this.sleep = deps.sleep ?? ((ms) => wait(ms))
  }

  async checkEmailFree(username: string, ctx: RequestContext): Promise<boolean> {
    await this.deps.limits.consume('emailCheckIp', ctx.ip)
    return (await findUserByEmail(this.deps.db, username)) === undefined
  }

  async register(body: RegisterRequest, ctx: RequestContext): Promise<UserRow> {
    await this.deps.limits.consume('registerIp', ctx.ip)
    this.checkPolicy(body.password, ctx.locale)
    if (await findUserByEmail(this.deps.db, body.username))
      throw new AuthError(AuthErrorCode.UserAlreadyExists)
    const passwordHash = await hashPassword(body.password)
    const lang = body.lang ?? (ctx.locale === 'en' ? 2 : 1)
    try {
      // One transaction: if the verification mail cannot be sent, no half-made account is left behind.
      return await this.deps.db.transaction(async (tx) => {
        const user = await insertUser(tx, { email: body.username, passwordHash, lang })
        await this.issueActionToken(tx, user, ActionType.VerifyEmail)
        return user
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw new AuthError(AuthErrorCode.UserAlreadyExists)
      throw err
    }
  }

  async login(body: LoginRequest, ctx: RequestContext): Promise<{ user: UserRow; session: NewSession }> {
    const email = normalizeEmail(body.username)
    const { limits } = this.deps
    const pair = `${ctx.ip} ${email}`
    await limits.consume('loginIp', ctx.ip)
    const pairFailures = await limits.check('loginIpAccount', pair)
    // The account itself is only slowed down, never refused: its owner still gets in from another
    // address. Counted by e-mail whether or not the account exists, so the wait reveals nothing.
    const accountFailures = await limits.count('loginAccountFailures', email)
    const delay = loginDelayMs(accountFailures)
    if (delay > 0) await this.sleep(delay)
    const user = await findUserByEmail(this.deps.db, email)
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyDecoy(body.password).then(() => false)
    if (!user || !valid) {
      await limits.consume('loginIpAccount', pair).catch(() => undefined)
      await limits.record('loginAccountFailures', email)
      throw new AuthError(AuthErrorCode.InvalidGrant)
    }
    if (user.disabled) throw new AuthError(AuthErrorCode.InvalidUser)
    // Told only after the right password, so it reveals nothing to someone guessing.
    if (!user.emailVerifiedAt) throw new AuthError(AuthErrorCode.UserActionRequired)
    // Most sign-ins follow no failure: nothing to forget, no limiter write (a Redis round trip each
    // when shared). A failure counted while this attempt ran stays counted, as if it came after.
    await Promise.all([
      pairFailures > 0 && limits.reset('loginIpAccount', pair),
      accountFailures > 0 && limits.reset('loginAccountFailures', email),
    ])
    const session = await this.deps.sessions.create(user.id, body.rememberMe, ctx)
    return { user, session }
  }

  /** Starts a mailed flow. Answers the same whether or not the account exists (no account probing). */
  async execute(body: ExecuteActionRequest, ctx: RequestContext): Promise<void> {
    if (!ACTION_TYPES.has(body.actionType)) throw new AuthError(AuthErrorCode.UnsupportedAction)
    const kind = body.actionType as ActionType
    const email = normalizeEmail(body.username)
    await this.deps.limits.consume('restoreIp', ctx.ip)
    await this.deps.limits.consume('restoreAccount', email)
    const user = await findUserByEmail(this.deps.db, email)
    if (!user || user.disabled) return
    if (kind === ActionType.VerifyEmail && user.emailVerifiedAt) return
    await this.issueActionToken(this.deps.db, user, kind)
  }

  /**
   * DESIGN action tokens. A verify-email key is used at once: it confirms the account and signs this
   * browser in. A reset key first answers the ids of an auth session; only the same ids, with the new
   * password, complete it.
   */
  async actionToken(
    body: ActionTokenRequest,
    ctx: RequestContext,
  ): Promise<{ answer: ActionTokenAnswer; session?: NewSession }> {
    await this.deps.limits.consume('actionTokenIp', ctx.ip)
    const { db } = this.deps
    const token = await findActionToken(db, hashSecret(body.key))
    if (!token || token.usedAt) throw new AuthError(AuthErrorCode.InvalidKey)
    if (token.expiresAt <= this.now()) throw new AuthError(AuthErrorCode.ActionTokenExpired)
    const user = await findUserById(db, token.userId)
    if (!user || user.disabled) throw new AuthError(AuthErrorCode.InvalidKey)

    if (token.kind === ActionType.VerifyEmail) {
      if (!(await useActionToken(db, token.id, this.now()))) throw new AuthError(AuthErrorCode.InvalidKey)
      if (!user.emailVerifiedAt) await updateUser(db, user.id, { emailVerifiedAt: this.now() })
      const session = await this.deps.sessions.create(user.id, false, ctx)
      const ids = {
        clientId: body.clientId ?? DEFAULT_CLIENT_ID,
        tabId: body.tabId ?? newId(),
        authSessionId: newId(),
      }
      return {
        answer: { tokenType: ActionType.VerifyEmail, key: body.key, ...ids, followUp: false },
        session,
      }
    }

    if (body.password === undefined) {
      const ids =
        token.authSessionId && token.clientId && token.tabId
          ? { authSessionId: token.authSessionId, clientId: token.clientId, tabId: token.tabId }
          : {
              authSessionId: newId(),
              clientId: body.clientId ?? DEFAULT_CLIENT_ID,
              tabId: body.tabId ?? newId(),
            }
      await bindActionToken(db, token.id, ids)
      return { answer: { tokenType: ActionType.ResetCredentials, key: body.key, ...ids, followUp: true } }
    }
    const sameIds =
      token.authSessionId !== null &&
      body.authSessionId === token.authSessionId &&
      body.clientId === token.clientId &&
      body.tabId === token.tabId
    if (!sameIds) throw new AuthError(AuthErrorCode.InvalidKey)
    this.checkPolicy(body.password, ctx.locale)
    const passwordHash = await hashPassword(body.password)
    if (!(await useActionToken(db, token.id, this.now()))) throw new AuthError(AuthErrorCode.InvalidKey)
    // Following the mailed link proves the address, so a reset also confirms an unverified account.
    await updateUser(db, user.id, {
      passwordHash,
      passwordChangedAt: this.now(),
      emailVerifiedAt: user.emailVerifiedAt ?? this.now(),
    })
    await this.deps.sessions.revokeAll(user.id)
    await this.notify(user, 'password-changed', {})
    const ids = {
      authSessionId: token.authSessionId ?? '',
      clientId: token.clientId ?? '',
      tabId: token.tabId ?? '',
    }
    return { answer: { tokenType: ActionType.ResetCredentials, key: body.key, ...ids, followUp: false } }
  }

  async changePassword(
    current: RequestUser,
    sessionId: number | null,
    body: ChangePasswordRequest,
    ctx: RequestContext,
  ): Promise<void> {
    const user = await findUserById(this.deps.db, current.id)
    if (!user) throw new AuthError(AuthErrorCode.NotAuthorized)
    // Keyed by the user, not the e-mail: a stolen session guessing the current password is slowed
    // here without touching the sign-in limits of the account.
    const limitKey = String(user.id)
    await this.deps.limits.check('changePasswordUser', limitKey)
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
      await this.deps.limits.consume('changePasswordUser', limitKey).catch(() => undefined)
      throw new AppError(GeneralErrorCode.BadRequest, { messageKey: 'auth.password.wrongCurrent' })
    }
    await this.deps.limits.reset('changePasswordUser', limitKey)
    this.checkPolicy(body.newPassword, ctx.locale)
    await updateUser(this.deps.db, user.id, {
      passwordHash: await hashPassword(body.newPassword),
      passwordChangedAt: this.now(),
    })
    // SPEC/issue: changing the password signs the user out everywhere else.
    await this.deps.sessions.revokeAll(user.id, sessionId ?? undefined)
    await this.notify(user, 'password-changed', {})
  }

  async findUser(id: number): Promise<UserRow | undefined> {
    return findUserById(this.deps.db, id)
  }

  /** The account's language (SPEC 9: 1 ru, 2 en): the interface's, and that of its mails. */
  async setLang(id: number, lang: LangId): Promise<void> {
    await updateUser(this.deps.db, id, { lang })
  }

  /** For other modules: which of these users exist and may be shown (not disabled). */
  async activeUserIds(ids: number[]): Promise<number[]> {
    return findActiveUserIds(this.deps.db, ids)
  }

  private checkPolicy(password: string, locale: Locale): void {
    const result = Password.safeParse(password)
    if (result.success) return
    throw new AuthError(AuthErrorCode.PasswordPolicyNotMet, {
      validationErrors: result.error.issues.map((issue) => ({
        field: 'password',
        message: translate(locale, issue.message),
      })),
    })
  }

  private async issueActionToken(db: Db, user: UserRow, kind: ActionType): Promise<void> {
    const key = newSecret()
    const hours = ACTION_TOKEN_TTL_HOURS[kind]
    await retireActionTokens(db, user.id, kind, this.now())
    await insertActionToken(db, {
      userId: user.id,
      kind,
      keyHash: hashSecret(key),
      expiresAt: new Date(this.now().getTime() + hours * HOUR_MS),
    })
    const link = `${this.deps.publicUrl}${LINK_PATH[kind]}?key=${encodeURIComponent(key)}`
    await this.mail(user, kind, { link, expiresInHours: hours })
  }

  /** A mail the flow depends on (a link): if it cannot be sent, the request fails with 503. */
  private async mail<T extends MailTemplate>(user: UserRow, template: T, params: ParamsOf<T>): Promise<void> {
    try {
      await this.send(user, template, params)
    } catch {
      throw new AppError(GeneralErrorCode.Unavailable, { messageKey: 'mail.unavailable' })
    }
  }

  /** A notice after the fact: the change is done, so a mail failure is only logged. */
  async notify<T extends MailTemplate>(user: UserRow, template: T, params: ParamsOf<T>): Promise<void> {
    await this.send(user, template, params).catch((err: unknown) =>
      this.deps.log.warn({ err, template }, 'notification mail not sent'),
    )
  }

  /** An account without an e-mail (made through ORCID) simply gets no mail. */
  private async send<T extends MailTemplate>(user: UserRow, template: T, params: ParamsOf<T>): Promise<void> {
    if (!user.email) return
    const full = { email: user.email, ...params } as MailParams<T>
    await this.deps.mailer.send<T>({ to: user.email, locale: localeOfUser(user), template, params: full })
  }
}
