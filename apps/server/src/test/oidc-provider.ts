/**
 * A real OpenID Connect provider for tests (the `oidc-provider` library) on 127.0.0.1. Its login
 * page is the library's development interaction: any password, the login name is the account's
 * `sub`; then a consent page with a "Continue" button. Used by the server tests and the browser tests.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export interface TestOidcAccount {
  sub: string
  email: string
  emailVerified?: boolean
  givenName?: string
  familyName?: string
}

export interface TestOidcProvider {
  issuer: string
  clientId: string
  clientSecret: string
  close(): Promise<void>
}

export async function startTestOidcProvider(options: {
  redirectUris: string[]
  accounts: TestOidcAccount[]
}): Promise<TestOidcProvider> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = 'nauka-test'
  const clientSecret = 'nauka-test-secret-0123456789'
  const accounts = new Map(options.accounts.map((a) => [a.sub, a]))

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // Claims go into the ID token, as ORCID and Google send them, so no userinfo call is needed.
    conformIdTokenClaims: false,
    cookies: { keys: ['nauka-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accounts.get(id)
      if (!account) return undefined
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            given_name: account.givenName,
            family_name: account.familyName,
            name: [account.givenName, account.familyName].filter(Boolean).join(' ') || undefined,
          }
        },
      }
    },
  })
  // The test issuer is plain http on loopback.
  provider.proxy = false
  server.on('request', provider.callback())

  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * Walks the provider's login and consent pages over HTTP, as a browser would, and returns the URL
 * the provider finally redirects to (our callback with code and state).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  callbackPrefix: string,
): Promise<string> {
  const cookies = new Map<string, string>()
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
  }
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')

  let url = authorizationUrl
  let form: URLSearchParams | undefined
  for (let step = 0; step < 20; step += 1) {
    if (url.startsWith(callbackPrefix)) return url
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form,
    })
    remember(res)
    form = undefined
    const location = res.headers.get('location')
    if (location) {
      url = new URL(location, url).href
      continue
    }
    const html = await res.text()
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    if (!action) throw new Error(`provider page without a form at ${url}: ${html.slice(0, 300)}`)
    const fields = new URLSearchParams()
    for (const [, name = '', value = ''] of html.matchAll(
      /<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g,
    )) {
      fields.set(name, value)
    }
    if (fields.get('prompt') === 'login') {
      fields.set('login', login)
      fields.set('password', 'any-password')
    }
    url = new URL(action.replaceAll('&amp;', '&'), url).href
    form = fields
  }
  throw new Error('the provider did not redirect back within 20 steps')
}
