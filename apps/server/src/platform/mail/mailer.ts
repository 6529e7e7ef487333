import { resolve } from 'node:path'
import type { Locale } from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { createTransport, type SendMailOptions } from 'nodemailer'
import type { Config } from '../../config'
import { Outbox } from './outbox'
import { type MailParams, type MailTemplate, renderMail } from './templates'

export type { MailParams, MailParamsByTemplate, MailTemplate } from './templates'

/** One mail to one person, in their language; the template's params are checked per template. */
export interface MailMessage<T extends MailTemplate = MailTemplate> {
  to: string
  locale: Locale
  template: T
  params: MailParams<T>
}

export interface Mailer {
  /** Sends (or, without SMTP, writes to the outbox); rejects when the mail could not be handed over. */
  send<T extends MailTemplate>(message: MailMessage<T>): Promise<void>
  close(): Promise<void>
}

export type MailerConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'PUBLIC_URL'>

/** Where outbox mail goes when SMTP_URL is not set. */
export const outboxDir = (config: Pick<Config, 'DATA_DIR'>) => resolve(config.DATA_DIR, 'mail')

// A slow or dead mail server must not hold a request for nodemailer's default two minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/**
 * SMTP when SMTP_URL is set (one pooled transport for the process); otherwise an outbox of .eml
 * files under DATA_DIR/mail with each link logged, so a fresh `npm start` needs no mail server.
 */
export function createMailer(config: MailerConfig, log: FastifyBaseLogger): Mailer {
  const compose = (message: MailMessage): { mail: SendMailOptions & { to: string }; links: string[] } => {
    const rendered = renderMail(message.template, message.locale, message.params, {
      siteUrl: config.PUBLIC_URL,
    })
    const mail = {
      from: config.MAIL_FROM,
      to: message.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      // RFC 3834: tells auto-responders (vacation replies) not to answer.
      headers: { 'Auto-Submitted': 'auto-generated' },
    }
    return { mail, links: rendered.links }
  }

  if (config.SMTP_URL) {
    const transport = createTransport({
      url: config.SMTP_URL,
      pool: true,
      maxConnections: 5,
      ...SMTP_TIMEOUTS,
    })
    return {
      async send(message) {
        const { mail } = compose(message)
        try {
          const info = await transport.sendMail(mail)
          log.info({ template: message.template, messageId: info.messageId }, 'mail sent')
        } catch (err) {
          log.error({ err, template: message.template, to: message.to }, 'mail could not be sent')
          throw err
        }
      },
      async close() {
        transport.close()
      },
    }
  }

  const outbox = new Outbox(outboxDir(config))
  log.info({ dir: outbox.dir }, 'SMTP_URL is not set: mail is written to the outbox and its links logged')
  return {
    async send(message) {
      const { mail, links } = compose(message)
      const file = await outbox.write(mail)
      log.info(
        { template: message.template, to: message.to, file, links },
        `mail "${message.template}" to ${message.to} saved to the outbox; link: ${links.join(' ') || '(none)'}`,
      )
    },
    async close() {},
  }
}
