import { coturnInstalled, startCoturn } from '../../server/src/test/coturn'
import { startMailCatcher } from '../../server/src/test/mail-catcher'
import { startTestOidcProvider } from '../../server/src/test/oidc-provider'
import { startAppServer } from './app-server'
import {
  BASE_URL_ENV,
  E2E_CALL_RING_SECONDS,
  MAILBOX_URL_ENV,
  SMTP_URL_ENV,
  TEST_IDP,
  TURN_URL_ENV,
} from './env'
import { serveMailbox } from './mailbox'

export { BASE_URL_ENV } from './env'

/**
 * Starts what a real deployment talks to — an SMTP server that catches the mails, an OpenID
 * Connect provider and a TURN server for calls — then the built server on a free port with a fresh
 * data directory. The mails are served to the test workers over a loopback endpoint. The returned
 * function stops it all. The media server (Janus) is started only by the specs that need it, with
 * a server of their own (sfu.ts): here every group call stays on the mesh.
 */
export default async function globalSetup() {
  const catcher = await startMailCatcher()
  const mailbox = await serveMailbox(catcher)
  // coturn when Debian's package is installed (CI installs it); the TURN spec says so when it is not.
  const turn = coturnInstalled() ? await startCoturn() : null
  let idp: Awaited<ReturnType<typeof startTestOidcProvider>> | undefined
  const stopHelpers = async () => {
    mailbox.server.closeAllConnections()
    await new Promise((r) => mailbox.server.close(r))
    await Promise.allSettled([catcher.close(), idp?.close(), turn?.stop()])
  }

  let server: Awaited<ReturnType<typeof startAppServer>>
  try {
    server = await startAppServer(async (baseUrl) => {
      idp = await startTestOidcProvider({
        redirectUris: [`${baseUrl}/api/a/oauth2/callback/${TEST_IDP.id}`],
        accounts: [
          {
            sub: TEST_IDP.login,
            email: TEST_IDP.email,
            emailVerified: true,
            givenName: TEST_IDP.givenName,
            familyName: TEST_IDP.familyName,
          },
        ],
      })
      return {
        SMTP_URL: catcher.url,
        OIDC_PROVIDERS: JSON.stringify([
          {
            id: TEST_IDP.id,
            name: TEST_IDP.name,
            issuer: idp.issuer,
            clientId: idp.clientId,
            clientSecret: idp.clientSecret,
          },
        ]),
        CALL_RING_SECONDS: String(E2E_CALL_RING_SECONDS),
        // Calls get TURN credentials for the real coturn (the REST scheme of use-auth-secret).
        ...(turn ? { ICE_SERVERS: JSON.stringify([{ urls: turn.url }]), TURN_SECRET: turn.secret } : {}),
      }
    })
  } catch (error) {
    await stopHelpers()
    throw error
  }
  process.env[BASE_URL_ENV] = server.baseUrl
  process.env[MAILBOX_URL_ENV] = mailbox.url
  process.env[SMTP_URL_ENV] = catcher.url
  if (turn) process.env[TURN_URL_ENV] = turn.url
  return async () => {
    await server.stop()
    await stopHelpers()
  }
}
