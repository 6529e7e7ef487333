import { IceServer } from '@nauka/contracts'
import { z } from 'zod'

const json = <T extends z.ZodType>(schema: T, name: string) =>
  z
    .string()
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} is not valid JSON` })
        return z.NEVER
      }
    })
    .pipe(schema)

/** Comma-separated e-mails, compared without case; empty names nobody. */
const emailList = (name: string) =>
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter((e) => e.length > 0),
    )
    .pipe(z.array(z.email(`${name}: each entry must be an e-mail address`)))

/**
 * Known providers: give `{"id":"orcid","clientId":…,"clientSecret":…}` and the rest is filled in.
 * ORCID's OpenID Connect gives the ORCID iD and names but no e-mail; Google gives a verified e-mail.
 */
export const OIDC_PRESETS: Record<string, { name: string; issuer: string; scope: string }> = {
  orcid: { name: 'ORCID', issuer: 'https://orcid.org', scope: 'openid' },
  google: { name: 'Google', issuer: 'https://accounts.google.com', scope: 'openid email profile' },
}

const OidcProvider = z
  .object({
    id: z.string().regex(/^[a-z0-9_-]+$/i, 'id: letters, digits, "-" and "_" only'),
    name: z.string().min(1).optional(),
    issuer: z.url().optional(),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
    scope: z.string().min(1).optional(),
  })
  .transform((p, ctx) => {
    const preset = OIDC_PRESETS[p.id]
    const issuer = p.issuer ?? preset?.issuer
    if (!issuer) {
      ctx.addIssue({ code: 'custom', message: `provider "${p.id}" needs an issuer URL` })
      return z.NEVER
    }
    return {
      id: p.id,
      name: p.name ?? preset?.name ?? p.id,
      issuer,
      clientId: p.clientId,
      clientSecret: p.clientSecret,
      scope: p.scope ?? preset?.scope ?? 'openid email profile',
    }
  })
export type OidcProviderConfig = z.output<typeof OidcProvider>

const optionalUrl = z.url().optional()

/** Every setting is an environment variable, parsed once here; the README lists them all. */
export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: optionalUrl,
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Nauka <no-reply@localhost>'),
    /** The Operator's contact, shown on the Help page; the legal documents point there. */
    CONTACT_EMAIL: z.email('must be an e-mail address').optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY: z.string().min(1).optional(),
    S3_SECRET_KEY: z.string().min(1).optional(),
    OIDC_PROVIDERS: json(z.array(OidcProvider), 'OIDC_PROVIDERS').default([]),
    ICE_SERVERS: json(z.array(IceServer), 'ICE_SERVERS').default([]),
    TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** How long a call rings before it counts as not answered (the original: 30 s). */
    CALL_RING_SECONDS: z.coerce.number().int().min(5).max(120).default(30),
    /**
     * A Janus WebRTC Server's WebSocket API (`ws://127.0.0.1:8188`): group calls then go through its
     * VideoRoom instead of the browser-to-browser mesh. Unset: the mesh, as before.
     */
    JANUS_URL: z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// address' }).optional(),
    /** Janus's `api_secret` (janus.jcfg), sent with every request. */
    JANUS_API_SECRET: z.string().min(1).optional(),
    /** The VideoRoom plugin's `admin_key`: needed to create rooms when Janus sets one. */
    JANUS_ADMIN_KEY: z.string().min(1).optional(),
    /**
     * Where Janus writes a recording's raw files, as this server sees that folder (a shared volume
     * when Janus runs elsewhere); `DATA_DIR/call-recordings` when unset.
     */
    JANUS_RECORDINGS_DIR: z.string().min(1).optional(),
    /**
     * Which proxies may set X-Forwarded-For (client addresses feed the rate limits): unset or
     * "false" trusts none, "true" any, a number that many hops, otherwise a comma-separated list of
     * addresses or CIDR ranges.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): boolean | number | string[] => {
        if (v === 'true' || v === 'false') return v === 'true'
        return /^\d+$/.test(v) ? Number(v) : v.split(',').map((part) => part.trim())
      }),
    /**
     * The bearer token a Prometheus scraper sends to `/metrics`. Unset: the route answers 404 and
     * nothing is measured.
     */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Comma-separated e-mails of the users who may publish to the platform news channel (once they
     * confirmed the address). Empty: nobody does.
     */
    NEWS_AUTHOR_EMAILS: emailList('NEWS_AUTHOR_EMAILS'),
    /**
     * Comma-separated e-mails of the marketplace's moderators (once they confirmed the address): they
     * read the reports of listings and hide or keep them. Empty: nobody does.
     */
    MARKET_MODERATOR_EMAILS: emailList('MARKET_MODERATOR_EMAILS'),
    /** Where the built web app lives; empty string disables static serving (API-only process). */
    WEB_DIST_DIR: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.S3_BUCKET && !(c.S3_ACCESS_KEY && c.S3_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY'],
        message: 'S3_BUCKET needs S3_ACCESS_KEY and S3_SECRET_KEY',
      })
    }
  })
  .transform((c) => ({ ...c, PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}` }))

export type Config = z.infer<typeof ConfigSchema>

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops start-up with every problem named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = ConfigSchema.safeParse(relevant)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`)
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
}
