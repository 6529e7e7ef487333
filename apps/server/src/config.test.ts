import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', DATA_DIR: './data', LOG_LEVEL: 'info' })
    expect(c.PUBLIC_URL).toBe('http://localhost:8080')
    expect(c.OIDC_PROVIDERS).toEqual([])
    expect(c.DATABASE_URL).toBeUndefined()
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080)
  })

  it('parses JSON settings', () => {
    const c = loadConfig({
      OIDC_PROVIDERS: JSON.stringify([
        { id: 'orcid', name: 'ORCID', issuer: 'https://orcid.org', clientId: 'a', clientSecret: 'b' },
      ]),
      ICE_SERVERS: '[{"urls":"stun:127.0.0.1:3478"}]',
    })
    expect(c.OIDC_PROVIDERS[0]?.id).toBe('orcid')
    expect(c.ICE_SERVERS).toEqual([{ urls: 'stun:127.0.0.1:3478' }])
  })

  it('reads the moderators of the marketplace as lower-case e-mails, nobody by default', () => {
    expect(loadConfig({}).MARKET_MODERATOR_EMAILS).toEqual([])
    expect(
      loadConfig({ MARKET_MODERATOR_EMAILS: ' Mod@Example.org ,x@example.org,' }).MARKET_MODERATOR_EMAILS,
    ).toEqual(['mod@example.org', 'x@example.org'])
  })

  it('leaves the metrics closed unless a token is set', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined()
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-scrape-token' }).METRICS_TOKEN).toBe(
      'a-long-enough-scrape-token',
    )
  })

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['OIDC_PROVIDERS', { OIDC_PROVIDERS: '[{' }],
    ['OIDC_PROVIDERS', { OIDC_PROVIDERS: '[{"id":"x"}]' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['S3_ACCESS_KEY', { S3_BUCKET: 'files' }],
    ['TURN_SECRET', { TURN_SECRET: 'short' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'short' }],
    ['CONTACT_EMAIL', { CONTACT_EMAIL: 'not an address' }],
    ['MARKET_MODERATOR_EMAILS', { MARKET_MODERATOR_EMAILS: 'mod@example.org, not an address' }],
  ])('stops with a message naming %s for a bad value', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(name)
  })
})
