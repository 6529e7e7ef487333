import { AuthErrorCode, GeneralErrorCode } from '@nauka/contracts'
import * as oidc from 'openid-client'
import type { OidcProviderConfig } from '../../config'
import type { Db } from '../../db/client'
import { AppError, AuthError } from '../../platform/errors'
import type { AccountService, RequestContext } from './account.service'
import {
  findIdentity,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertOauthState,
  insertUser,
  takeOauthState,
  type UserRow,
  updateUser,
} from './auth.queries'
import type { NewSession, SessionService } from './sessions'
import { hashSecret, newSecret } from './tokens'

const STATE_TTL_MS = 10 * 60 * 1000
const DEFAULT_LANDING = '/feed'

export interface OidcDeps {
  db: Db
  providers: OidcProviderConfig[]
  publicUrl: string
  sessions: SessionService
  accounts: AccountService
}

/** The identity a provider vouches for, as far as we use it. */
export interface ProviderIdentity {
  subject: string
  /** Only an e-mail the provider marks verified; anything else is ignored. */
  verifiedEmail: string | null
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)

/**
 * Social sign-in through OpenID Connect (authorization code with PKCE, state and nonce checked).
 * A known identity signs in; a new one is linked to the account with the same verified e-mail,
 * or gets an account of its own.
 */
export class OidcService {
  private readonly discovered = new Map<string, Promise<oidc.Configuration>>()

  constructor(private readonly deps: OidcDeps) {}

  callbackUrl(providerId: string): string {
    return `${this.deps.publicUrl}/api/a/oauth2/callback/${providerId}`
  }

  /** Where to send the browser, and the key of the state it must bring back (kept in a cookie). */
  async authorize(
    providerId: string,
    redirectUri: string | undefined,
  ): Promise<{ url: string; stateKey: string }> {
    const provider = this.provider(providerId)
    const config = await this.configuration(provider)
    const checks = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    }
    const stateKey = newSecret()
    await insertOauthState(this.deps.db, {
      keyHash: hashSecret(stateKey),
      provider: provider.id,
      data: { ...checks, redirectTo: this.landing(redirectUri) },
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    })
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.callbackUrl(provider.id),
      scope: provider.scope,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    })
    return { url: url.href, stateKey }
  }

  /** Completes the code flow; throws AuthError codes the route turns into a redirect to /login. */
  async callback(
    providerId: string,
    currentUrl: URL,
    stateKey: string | undefined,
    ctx: RequestContext,
  ): Promise<{ session: NewSession; redirectTo: string }> {
    const provider = this.provider(providerId)
    const saved = stateKey ? await takeOauthState(this.deps.db, hashSecret(stateKey), new Date()) : undefined
    if (!saved || saved.provider !== provider.id) throw new AuthError(AuthErrorCode.SessionNotFound)
    let identity: ProviderIdentity
    try {
      const tokens = await oidc.authorizationCodeGrant(await this.configuration(provider), currentUrl, {
        pkceCodeVerifier: saved.data.codeVerifier,
        expectedState: saved.data.state,
        expectedNonce: saved.data.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims) throw new AuthError(AuthErrorCode.InvalidGrant)
      const email = typeof claims.email === 'string' && claims.email_verified === true ? claims.email : null
      identity = { subject: claims.sub, verifiedEmail: email }
    } catch (err) {
      if (err instanceof AuthError) throw err
      throw new AuthError(AuthErrorCode.InvalidGrant)
    }
    const user = await this.userFor(provider, identity, ctx)
    if (user.disabled) throw new AuthError(AuthErrorCode.InvalidUser)
    const session = await this.deps.sessions.create(user.id, false, ctx)
    return { session, redirectTo: saved.data.redirectTo }
  }

  private async userFor(
    provider: OidcProviderConfig,
    identity: ProviderIdentity,
    ctx: RequestContext,
  ): Promise<UserRow> {
    const { db } = this.deps
    const known = await findIdentity(db, provider.id, identity.subject)
    if (known) {
      const user = await findUserById(db, known.userId)
      if (user) return user
    }
    const byEmail = identity.verifiedEmail ? await findUserByEmail(db, identity.verifiedEmail) : undefined
    if (byEmail) {
      await insertIdentity(db, {
        userId: byEmail.id,
        provider: provider.id,
        subject: identity.subject,
        email: identity.verifiedEmail,
      })
      // The provider vouches for the address, which settles a pending verification too.
      if (!byEmail.emailVerifiedAt) await updateUser(db, byEmail.id, { emailVerifiedAt: new Date() })
      await this.deps.accounts.notify(byEmail, 'account-linked', { provider: provider.name })
      return byEmail
    }
    return db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: identity.verifiedEmail,
        passwordHash: null,
        lang: ctx.locale === 'en' ? 2 : 1,
        emailVerifiedAt: identity.verifiedEmail ? new Date() : null,
      })
      await insertIdentity(tx, {
        userId: user.id,
        provider: provider.id,
        subject: identity.subject,
        email: identity.verifiedEmail,
      })
      return user
    })
  }

  private provider(id: string): OidcProviderConfig {
    const provider = this.deps.providers.find((p) => p.id === id)
    if (!provider) throw new AuthError(AuthErrorCode.InvalidIdentityProvider)
    return provider
  }

  /** Discovery once per provider; a failed discovery is forgotten so the next sign-in retries. */
  private configuration(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    let pending = this.discovered.get(provider.id)
    if (!pending) {
      const issuer = new URL(provider.issuer)
      // Plain http only for a provider on this machine (development and tests).
      const options =
        issuer.protocol === 'http:' && isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}
      pending = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, options)
      pending.catch(() => this.discovered.delete(provider.id))
      this.discovered.set(provider.id, pending)
    }
    return pending.catch(() => {
      throw new AppError(GeneralErrorCode.Unavailable)
    })
  }

  /** Only a path on this site: anything else would make sign-in an open redirect. */
  private landing(redirectUri: string | undefined): string {
    if (!redirectUri) return DEFAULT_LANDING
    try {
      const base = new URL(this.deps.publicUrl)
      const target = new URL(redirectUri, base)
      const samePlace = target.origin === base.origin || (isLoopback(target) && isLoopback(base))
      return samePlace && target.pathname.startsWith('/')
        ? `${target.pathname}${target.search}`
        : DEFAULT_LANDING
    } catch {
      return DEFAULT_LANDING
    }
  }
}
