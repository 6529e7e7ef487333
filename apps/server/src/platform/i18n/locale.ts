import { DEFAULT_LOCALE, Lang, type Locale } from '@nauka/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's messages, fixed before validation fills in defaults. */
    locale?: Locale
  }
}

const fromLangCode = (value: unknown): Locale | undefined => {
  const n = Number(value)
  if (n === Lang.ru) return 'ru'
  if (n === Lang.en) return 'en'
  return undefined
}

/** First of ru/en in an Accept-Language header, by the order the client gave. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { lang: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1 }
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q)
  return ranked.map((x) => x.lang).find((l): l is Locale => l === 'ru' || l === 'en')
}

/** The language a request's messages are written in: `lang` parameter, then Accept-Language, then ru. */
export function requestLocale(req: FastifyRequest): Locale {
  return req.locale ?? detectLocale(req)
}

/**
 * Reads the language from what the client sent. It runs before validation because schemas give
 * `lang` a default, and a defaulted value must not outrank the Accept-Language header.
 */
export function registerLocaleDetection(app: FastifyInstance): void {
  app.decorateRequest('locale', undefined)
  app.addHook('preValidation', async (req) => {
    req.locale = detectLocale(req)
  })
}

function detectLocale(req: FastifyRequest): Locale {
  const query = req.query as Record<string, unknown> | undefined
  const body = req.body as Record<string, unknown> | undefined
  return (
    fromLangCode(query?.lang) ??
    (body && typeof body === 'object' ? fromLangCode(body.lang) : undefined) ??
    localeFromAcceptLanguage(req.headers['accept-language']) ??
    DEFAULT_LOCALE
  )
}
