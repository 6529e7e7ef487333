/**
 * A real SMTP server for tests: catches every mail sent to it and parses it, so tests read what a
 * person would receive. Used by the server tests and by the browser tests (apps/web/e2e imports
 * this file by relative path), so it depends on nothing but Node, smtp-server and postal-mime.
 */
import type { AddressInfo } from 'node:net'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export interface CaughtMail {
  /** Envelope recipients, lower-cased. */
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** Every http(s) URL in the text part, in order. */
  links: string[]
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string
  port: number
  /** Every mail received so far, oldest first. */
  mails: CaughtMail[]
  /**
   * The first mail to `to` (and matching `subject`), already received or yet to come. Only with
   * `timeoutMs` does it give up; otherwise the test's own timeout bounds the wait.
   */
  waitForMail(to: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<CaughtMail>
  close(): Promise<void>
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"'()]+/g

/** URLs in running text, without the sentence punctuation that may follow them. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(URL_IN_TEXT)].map((m) => m[0].replace(/[.,;:!?]+$/, ''))
}

interface Waiter {
  matches(mail: CaughtMail): boolean
  resolve(mail: CaughtMail): void
  reject(error: Error): void
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = []
  const waiters = new Set<Waiter>()

  const receive = (mail: CaughtMail) => {
    mails.push(mail)
    for (const waiter of waiters) {
      if (waiter.matches(mail)) {
        waiters.delete(waiter)
        waiter.resolve(mail)
      }
    }
  }

  const server = new SMTPServer({
    // Plain SMTP on the loopback: no TLS (and so no warning about the built-in certificate), no login.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    // Pooled senders keep connections open; on close, drop them instead of waiting 30 s.
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            receive({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: parsed.from?.address ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              links: linksIn(parsed.text ?? ''),
            })
            callback()
          })
          .catch(callback)
      })
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitForMail(to, options = {}) {
      const address = to.toLowerCase()
      const matches = (mail: CaughtMail) =>
        mail.to.includes(address) && (!options.subject || options.subject.test(mail.subject))
      const already = mails.find(matches)
      if (already) return Promise.resolve(already)
      const { timeoutMs } = options
      return new Promise<CaughtMail>((resolve, reject) => {
        const waiter: Waiter = {
          matches,
          resolve: (mail) => {
            clearTimeout(timer)
            resolve(mail)
          },
          reject: (error) => {
            clearTimeout(timer)
            reject(error)
          },
        }
        const giveUp = () => {
          waiters.delete(waiter)
          const seen = mails.map((m) => `${m.to.join(', ')}: "${m.subject}"`).join('; ') || 'none'
          const wanted = options.subject ? ` with a subject matching ${options.subject}` : ''
          reject(new Error(`No mail to ${to}${wanted} within ${timeoutMs} ms (received: ${seen})`))
        }
        const timer = timeoutMs === undefined ? undefined : setTimeout(giveUp, timeoutMs)
        waiters.add(waiter)
      })
    },
    close() {
      for (const waiter of waiters) waiter.reject(new Error('The mail catcher was closed'))
      waiters.clear()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
