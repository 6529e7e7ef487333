import type { FastifyInstance } from 'fastify'
import type { Platform } from './app.platform'
import { AccountService } from './modules/auth/account.service'
import { authRoutes } from './modules/auth/auth.routes'
import { oidcRoutes } from './modules/auth/oidc.routes'
import { OidcService } from './modules/auth/oidc.service'

/** Accounts: registration, sign-in by password or an OpenID provider, sessions' routes. */
export async function registerAccounts(
  app: FastifyInstance,
  { config, db, sessions, mailer, limits }: Platform,
  /** Waits the sign-in slow-down (a real timer when not given). */
  sleep: ((ms: number) => Promise<void>) | undefined,
): Promise<AccountService> {
  const accounts = new AccountService({
    db,
    sessions,
    mailer,
    limits,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    sleep,
  })
  const secureCookies = config.PUBLIC_URL.startsWith('https:')
  await app.register(
    authRoutes({
      accounts,
      sessions,
      providers: () => config.OIDC_PROVIDERS.map(({ id, name }) => ({ id, name })),
      secureCookies,
    }),
  )
  const oidc = new OidcService({
    db,
    providers: config.OIDC_PROVIDERS,
    publicUrl: config.PUBLIC_URL,
    sessions,
    accounts,
  })
  await app.register(oidcRoutes(oidc, secureCookies))
  return accounts
}
