import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ErrorBody } from '@nauka/contracts'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerErrorHandler } from '../../platform/error-handler'
import { registerLocaleDetection } from '../../platform/i18n/locale'
import { LEGAL_DOCUMENTS, LEGAL_DOCUMENTS_DIR, LegalDocuments, sourcePath } from './legal.documents'
import { legalRoutes } from './legal.routes'

async function legalApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerLocaleDetection(app)
  await app.register(legalRoutes)
  await app.ready()
  return app
}

/** Unescapes a PDF literal string and decodes it (UTF-16BE when it starts with a byte-order mark). */
function pdfString(literal: Buffer): string {
  const bytes: number[] = []
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 }
  for (let i = 0; i < literal.length; i++) {
    const byte = literal[i] as number
    if (byte !== 92) {
      bytes.push(byte)
      continue
    }
    const next = String.fromCharCode(literal[++i] as number)
    const octal = /^[0-7]{1,3}/.exec(literal.subarray(i, i + 3).toString('latin1'))
    if (octal) {
      bytes.push(Number.parseInt(octal[0], 8))
      i += octal[0].length - 1
    } else bytes.push(escapes[next] ?? next.charCodeAt(0))
  }
  const buf = Buffer.from(bytes)
  if (buf[0] === 0xfe && buf[1] === 0xff) return buf.subarray(2).swap16().toString('utf16le')
  return buf.toString('latin1')
}

/** The document information's Title, read from the file the way a PDF reader finds it. */
function pdfTitle(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const ref = /\/Title (\d+) 0 R/.exec(raw)
  if (!ref) throw new Error('no /Title in the document information')
  const start = raw.indexOf(`\n${ref[1]} 0 obj\n(`) + `\n${ref[1]} 0 obj\n(`.length
  const end = raw.indexOf(')\nendobj', start)
  return pdfString(pdf.subarray(start, end))
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\n/g)?.length ?? 0

const TITLES = {
  ru: {
    eula: 'Пользовательское соглашение',
    policy: 'Политика обработки персональных данных',
    content: 'Правила размещения контента',
  },
  en: { eula: 'User Agreement', policy: 'Personal Data Processing Policy', content: 'Content Rules' },
} as const

// pdftotext (Debian poppler-utils) is installed by scripts/ensure-system.sh before the tests run.
const pdfText = (pdf: Buffer) => {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
  if (run.error)
    throw new Error(`pdftotext is needed (bash scripts/ensure-system.sh poppler): ${run.error.message}`)
  return run.stdout.toString()
}

describe('the legal documents', () => {
  let app: Awaited<ReturnType<typeof legalApp>>
  beforeAll(async () => {
    app = await legalApp()
  })
  afterAll(() => app.close())

  for (const document of LEGAL_DOCUMENTS) {
    for (const [lang, locale] of [
      [1, 'ru'],
      [2, 'en'],
    ] as const) {
      it(`serves /${document}.pdf?lang=${lang} as a ${locale} PDF with its title`, async () => {
        const res = await app.inject({ url: `/${document}.pdf?lang=${lang}` })
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-type']).toBe('application/pdf')
        const filename = locale === 'ru' ? `${document}.pdf` : `${document}-en.pdf`
        expect(res.headers['content-disposition']).toBe(`inline; filename="${filename}"`)
        expect(res.headers['cache-control']).toBe('public, max-age=3600')
        expect(res.headers['content-language']).toBe(locale)
        const pdf = res.rawPayload
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
        expect(pdf.subarray(-6).toString().trim()).toBe('%%EOF')
        expect(pdfTitle(pdf)).toBe(TITLES[locale][document])
        expect(pdf.toString('latin1')).toContain(`/Lang (${locale === 'ru' ? 'ru-RU' : 'en'})`)
        expect(pdf.toString('latin1')).toMatch(/\/Author \d+ 0 R/)
        // SPEC 2 documents are real texts: 1.5 to 4 pages each.
        expect(pageCount(pdf)).toBeGreaterThanOrEqual(2)
        expect(pageCount(pdf)).toBeLessThanOrEqual(4)
      })
    }
  }

  it('picks the language from Accept-Language without ?lang, and Russian by default', async () => {
    const en = await app.inject({ url: '/eula.pdf', headers: { 'accept-language': 'en-GB,en;q=0.9' } })
    expect(en.statusCode).toBe(200)
    expect(pdfTitle(en.rawPayload)).toBe('User Agreement')
    expect(en.headers['content-disposition']).toBe('inline; filename="eula-en.pdf"')
    expect(en.headers.vary).toContain('Accept-Language')
    const ru = await app.inject({ url: '/policy.pdf' })
    expect(pdfTitle(ru.rawPayload)).toBe('Политика обработки персональных данных')
    const explicit = await app.inject({ url: '/content.pdf?lang=1', headers: { 'accept-language': 'en' } })
    expect(pdfTitle(explicit.rawPayload)).toBe('Правила размещения контента')
  })

  it('refuses an unknown language with a 400 in the error format', async () => {
    const res = await app.inject({ url: '/eula.pdf?lang=3', headers: { 'accept-language': 'en' } })
    expect(res.statusCode).toBe(400)
    const body = ErrorBody.parse(res.json())
    expect(body.validationErrors?.map((v) => v.field)).toEqual(['lang'])
  })

  it('renders readable text in both scripts (checked with pdftotext)', async () => {
    const ru = pdfText((await app.inject({ url: '/eula.pdf?lang=1' })).rawPayload)
    expect(ru).toContain('Пользовательское соглашение')
    expect(ru).toContain('Дата вступления в силу: 21 ноября 2026 г.')
    expect(ru).toMatch(/Страница 1 из \d/)
    const policy = pdfText((await app.inject({ url: '/policy.pdf?lang=1' })).rawPayload)
    expect(policy).toContain('152-ФЗ')
    const en = pdfText((await app.inject({ url: '/policy.pdf?lang=2' })).rawPayload)
    expect(en).toContain('Effective date: 21 November 2026')
    expect(en).toContain('GDPR')
    expect(en).toContain('the address shown on the Help page')
    expect(en).toMatch(/Page 1 of \d/)
  })
})

describe('LegalDocuments', () => {
  it('renders each document once per language and serves it from memory after that', async () => {
    const documents = new LegalDocuments()
    const [a, b] = await Promise.all([documents.pdf('content', 'en'), documents.pdf('content', 'en')])
    expect(a).toBe(b)
    expect(await documents.pdf('content', 'en')).toBe(a)
    expect(await documents.pdf('content', 'ru')).not.toBe(a)
  })

  it('forgets a failed rendering so that the next request tries again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nauka-legal-'))
    try {
      const documents = new LegalDocuments(dir)
      await expect(documents.pdf('eula', 'ru')).rejects.toThrow(/ENOENT/)
      // The installer puts the text in place: the next request renders it rather than the old failure.
      copyFileSync(sourcePath(LEGAL_DOCUMENTS_DIR, 'eula', 'ru'), sourcePath(dir, 'eula', 'ru'))
      expect(pdfTitle(await documents.pdf('eula', 'ru'))).toBe(TITLES.ru.eula)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
