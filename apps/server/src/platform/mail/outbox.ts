import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createTransport, type SendMailOptions } from 'nodemailer'

/**
 * A file name that sorts by time and names the recipient, safe on every file system:
 * `2026-11-21T10-15-30.123Z_ada_example.org_3f9a.eml` (no `:`, `@` or `/`).
 */
export function outboxFileName(to: string, at: Date = new Date()): string {
  const stamp = at.toISOString().replaceAll(':', '-')
  const recipient = to
    .toLowerCase()
    .replace(/[^a-z0-9.+-]+/g, '_')
    .slice(0, 100)
  // Two mails to one address within a millisecond must not overwrite each other.
  return `${stamp}_${recipient}_${randomBytes(2).toString('hex')}.eml`
}

/** Mail written as .eml files instead of sent: the default when no SMTP server is configured. */
export class Outbox {
  // Nodemailer composes the message exactly as SMTP would send it, so the files open in any mail client.
  private readonly composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  constructor(readonly dir: string) {}

  /** Writes the message and answers the file's path. */
  async write(message: SendMailOptions & { to: string }): Promise<string> {
    const info = await this.composer.sendMail(message)
    await mkdir(this.dir, { recursive: true })
    const file = join(this.dir, outboxFileName(message.to))
    await writeFile(file, info.message as Buffer)
    return file
  }
}
