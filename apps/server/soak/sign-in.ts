/**
 * Signs a seeded user in through the real sign-in route from address `ip` (the server runs with
 * TRUST_PROXY loopback, so each virtual user stays under the per-address limits) and answers the
 * session cookie to send with its requests. The soak's users and the bench's readers both sign in so.
 */
export async function signInCookie(
  baseUrl: string,
  email: string,
  password: string,
  ip: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/a/login-actions/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': ip },
    body: JSON.stringify({ username: email, password, rememberMe: false }),
  })
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`)
  const session = res.headers.getSetCookie().find((c) => c.startsWith('nauka_session='))
  if (!session) throw new Error(`no session cookie for ${email}`)
  return session.split(';')[0] ?? ''
}
