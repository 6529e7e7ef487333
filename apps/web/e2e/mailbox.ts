import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CaughtMail, MailCatcher } from '../../server/src/test/mail-catcher'

const POLL_MS = 50
const DEFAULT_WAIT_MS = 15_000

/** Mails to `to` (any case) that carry a link whose path is `linkPath`, oldest first. */
const matching = (catcher: MailCatcher, to: string, linkPath: string): CaughtMail[] =>
  catcher.mails.filter(
    (mail) =>
      mail.to.includes(to.toLowerCase()) && mail.links.some((link) => new URL(link).pathname === linkPath),
  )

/**
 * The mail catcher lives in the global-setup process; the test workers read it over this small
 * loopback HTTP endpoint: `GET /mail?to=&link=&index=&waitMs=` answers the `index`-th mail (from 0)
 * to that address with a link to that path, as JSON, waiting for it to arrive; 404 if it does not.
 */
export const serveMailbox = async (catcher: MailCatcher): Promise<{ url: string; server: Server }> => {
  const server = createServer(async (req, res) => {
    const query = new URL(req.url ?? '/', 'http://mailbox').searchParams
    const to = query.get('to') ?? ''
    const linkPath = query.get('link') ?? ''
    const index = Number(query.get('index') ?? 0)
    const deadline = Date.now() + Number(query.get('waitMs') ?? DEFAULT_WAIT_MS)
    for (;;) {
      const mail = matching(catcher, to, linkPath)[index]
      if (mail || Date.now() > deadline) {
        const seen = catcher.mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none'
        res.writeHead(mail ? 200 : 404, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify(mail ?? { error: `no mail ${index + 1} to ${to} with ${linkPath} (seen: ${seen})` }),
        )
        return
      }
      await new Promise((r) => setTimeout(r, POLL_MS))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, server }
}

/** The test workers' side: waits for a mail and returns the link in it that leads to `linkPath`. */
export const mailedLink = async (
  mailboxUrl: string,
  to: string,
  linkPath: string,
  index = 0,
): Promise<string> => {
  const query = new URLSearchParams({ to, link: linkPath, index: String(index) })
  const response = await fetch(`${mailboxUrl}/mail?${query}`)
  const body = (await response.json()) as CaughtMail | { error: string }
  if ('error' in body) throw new Error(body.error)
  const link = body.links.find((l) => new URL(l).pathname === linkPath)
  if (!link) throw new Error(`the mail to ${to} has no link to ${linkPath}`)
  return link
}
