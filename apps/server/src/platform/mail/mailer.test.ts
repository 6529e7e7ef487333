import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locale } from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import pino from 'pino'
import PostalMime from 'postal-mime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher'
import { createMailer, type MailerConfig, type MailMessage, outboxDir } from './mailer'
import { outboxFileName } from './outbox'

const PUBLIC_URL = 'http://nauka.test:8080'
const FROM = 'no-reply@nauka.test'

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = []
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) })
  return { log: log as FastifyBaseLogger, lines }
}

const config = (over: Partial<MailerConfig> = {}): MailerConfig => ({
  MAIL_FROM: `Nauka <${FROM}>`,
  DATA_DIR: tmpdir(),
  PUBLIC_URL,
  ...over,
})

let counter = 0
const uniqueAddress = () => `reader-${process.pid}-${++counter}@example.org`

interface Case {
  message: (to: string) => MailMessage
  subject: RegExp
  /** Phrases the text and the HTML part both contain. */
  says: string[]
  link: string
}

const verifyLink = `${PUBLIC_URL}/login-actions/verify-email?key=v3r1fy&client=web`
const resetLink = `${PUBLIC_URL}/login-actions/reset-credentials?key=r3s3t`

const DIGEST_POSTS = [{ title: 'Радий', author: 'Мария Кюри', link: `${PUBLIC_URL}/userPost/7` }]

const CASES: Record<Locale, Record<MailMessage['template'], Case>> = {
  ru: {
    'verify-email': {
      message: (to) => ({
        to,
        locale: 'ru',
        template: 'verify-email',
        params: { link: verifyLink, email: to, expiresInHours: 24 },
      }),
      subject: /^Подтвердите адрес электронной почты в «Науке»$/,
      says: ['Здравствуйте!', 'Ссылка действует 24 часа', 'Если вы не регистрировались'],
      link: verifyLink,
    },
    'reset-credentials': {
      message: (to) => ({
        to,
        locale: 'ru',
        template: 'reset-credentials',
        params: { link: resetLink, email: to, expiresInHours: 1 },
      }),
      subject: /^Восстановление пароля в «Науке»$/,
      says: ['Ссылка действует 1 час', 'Если вы не запрашивали восстановление'],
      link: resetLink,
    },
    'password-changed': {
      message: (to) => ({ to, locale: 'ru', template: 'password-changed', params: { email: to } }),
      subject: /^Пароль в «Науке» изменён$/,
      says: ['был изменён', 'Если вы не меняли пароль'],
      link: `${PUBLIC_URL}/restore-password`,
    },
    'account-linked': {
      message: (to) => ({
        to,
        locale: 'ru',
        template: 'account-linked',
        params: { email: to, provider: 'ORCID' },
      }),
      subject: /^Вход через ORCID привязан к вашему аккаунту в «Науке»$/,
      says: ['привязан вход через ORCID', 'Если вы этого не делали'],
      link: `${PUBLIC_URL}/restore-password`,
    },
    'news-digest': {
      message: (to) => ({
        to,
        locale: 'ru',
        template: 'news-digest',
        params: { email: to, posts: DIGEST_POSTS },
      }),
      subject: /^Новое в «Науке» за неделю$/,
      says: ['Самое новое в вашей ленте', '«Радий» — Мария Кюри: ', 'Настройки → Уведомления'],
      link: `${PUBLIC_URL}/feed`,
    },
  },
  en: {
    'verify-email': {
      message: (to) => ({
        to,
        locale: 'en',
        template: 'verify-email',
        params: { link: verifyLink, email: to, expiresInHours: 24 },
      }),
      subject: /^Confirm your e-mail address for Nauka$/,
      says: ['Hello,', 'valid for 24 hours', 'If you did not sign up'],
      link: verifyLink,
    },
    'reset-credentials': {
      message: (to) => ({
        to,
        locale: 'en',
        template: 'reset-credentials',
        params: { link: resetLink, email: to, expiresInHours: 1 },
      }),
      subject: /^Reset your Nauka password$/,
      says: ['valid for 1 hour ', 'If you did not ask for a reset'],
      link: resetLink,
    },
    'password-changed': {
      message: (to) => ({ to, locale: 'en', template: 'password-changed', params: { email: to } }),
      subject: /^Your Nauka password was changed$/,
      says: ['was changed', 'If you did not change your password'],
      link: `${PUBLIC_URL}/restore-password`,
    },
    'account-linked': {
      message: (to) => ({
        to,
        locale: 'en',
        template: 'account-linked',
        params: { email: to, provider: 'ORCID' },
      }),
      subject: /^ORCID sign-in linked to your Nauka account$/,
      says: ['Sign-in with ORCID was linked', 'If you did not'],
      link: `${PUBLIC_URL}/restore-password`,
    },
    'news-digest': {
      message: (to) => ({
        to,
        locale: 'en',
        template: 'news-digest',
        params: { email: to, posts: DIGEST_POSTS },
      }),
      subject: /^This week on Nauka$/,
      says: ['The newest in your feed', '«Радий» — Мария Кюри: ', 'Settings → Notifications'],
      link: `${PUBLIC_URL}/feed`,
    },
  },
}

const escapedForHtml = (s: string) => s.replaceAll('&', '&amp;')

describe('the mailer over SMTP', () => {
  let catcher: MailCatcher
  let mailer: ReturnType<typeof createMailer>

  beforeAll(async () => {
    catcher = await startMailCatcher()
    mailer = createMailer(config({ SMTP_URL: catcher.url }), capturingLogger().log)
  })
  afterAll(async () => {
    await mailer.close()
    await catcher.close()
  })

  for (const locale of ['ru', 'en'] as const) {
    for (const [template, c] of Object.entries(CASES[locale])) {
      it(`delivers ${template} in ${locale} with its subject, both parts and the link`, async () => {
        const to = uniqueAddress()
        await mailer.send(c.message(to))
        const mail = await catcher.waitForMail(to)
        expect(mail.from).toBe(FROM)
        expect(mail.subject).toMatch(c.subject)
        expect(mail.links[0]).toBe(c.link)
        expect(mail.text).toContain(to)
        expect(mail.html).toContain(to)
        for (const phrase of c.says) {
          expect(mail.text).toContain(phrase)
          expect(mail.html).toContain(phrase)
        }
        expect(mail.html).toContain(`href="${escapedForHtml(c.link)}"`)
        expect(mail.html).toContain(`<html lang="${locale}">`)
      })
    }
  }

  it('escapes every param in the HTML part and keeps them as written in the text part', async () => {
    const to = uniqueAddress()
    const provider = '<script>alert("x")</script> & Co'
    await mailer.send({ to, locale: 'en', template: 'account-linked', params: { email: to, provider } })
    const mail = await catcher.waitForMail(to)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co')
    expect(mail.text).toContain(provider)
    expect(mail.subject).toContain(provider)

    const link = `${PUBLIC_URL}/login-actions/verify-email?key="><img src=x onerror=alert(1)>`
    await mailer.send({
      to,
      locale: 'ru',
      template: 'verify-email',
      params: { link, email: '<i>me</i>@example.org', expiresInHours: 24 },
    })
    const second = await catcher.waitForMail(to, { subject: /Подтвердите/ })
    expect(second.html).not.toMatch(/<img|<i>/)
    expect(second.html).toContain('&lt;i&gt;me&lt;/i&gt;@example.org')
  })

  it('waits for a mail that has not arrived yet and times out with a clear message', async () => {
    const to = uniqueAddress()
    const waiting = catcher.waitForMail(to, { subject: /password/ })
    await mailer.send({ to, locale: 'en', template: 'password-changed', params: { email: to } })
    expect((await waiting).subject).toBe('Your Nauka password was changed')
    await expect(catcher.waitForMail('nobody@example.org', { timeoutMs: 50 })).rejects.toThrow(
      /No mail to nobody@example.org within 50 ms/,
    )
  })
})

describe('the mailer with a broken SMTP server', () => {
  it('rejects and logs the failure when nothing listens on the port', async () => {
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as AddressInfo
    await new Promise((resolve) => probe.close(resolve))

    const { log, lines } = capturingLogger()
    const mailer = createMailer(config({ SMTP_URL: `smtp://127.0.0.1:${port}` }), log)
    const to = uniqueAddress()
    await expect(
      mailer.send({ to, locale: 'en', template: 'password-changed', params: { email: to } }),
    ).rejects.toThrow()
    await mailer.close()
    expect(lines.find((l) => l.msg === 'mail could not be sent')).toMatchObject({ level: 50, to })
  })
})

describe('the outbox (no SMTP_URL)', () => {
  let dataDir: string
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'nauka-mail-'))
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('writes a parseable .eml file with the link and logs the link', async () => {
    const { log, lines } = capturingLogger()
    const mailer = createMailer(config({ DATA_DIR: dataDir }), log)
    const to = 'Ada.Lovelace@example.org'
    await mailer.send({
      to,
      locale: 'en',
      template: 'reset-credentials',
      params: { link: resetLink, email: to, expiresInHours: 1 },
    })
    await mailer.close()

    const files = readdirSync(outboxDir({ DATA_DIR: dataDir }))
    expect(files).toHaveLength(1)
    const [file = ''] = files
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z_ada.lovelace_example.org_[0-9a-f]{4}\.eml$/)
    const parsed = await PostalMime.parse(readFileSync(join(outboxDir({ DATA_DIR: dataDir }), file)))
    expect(parsed.subject).toBe('Reset your Nauka password')
    expect(parsed.to?.[0]?.address).toBe(to)
    expect(parsed.text).toContain(resetLink)
    expect(parsed.html).toContain(escapedForHtml(resetLink))

    const logged = lines.find((l) => l.template === 'reset-credentials')
    expect(logged).toMatchObject({ level: 30, links: [resetLink] })
    expect(logged?.msg).toContain(resetLink)
  })

  it('names files without characters that file systems refuse', () => {
    const name = outboxFileName('we/ird:na*me@EXAMPLE.org', new Date('2026-11-21T10:15:30.123Z'))
    expect(name).toMatch(/^2026-11-21T10-15-30\.123Z_we_ird_na_me_example\.org_[0-9a-f]{4}\.eml$/)
  })
})
