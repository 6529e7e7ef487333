import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestLocale } from '../../platform/i18n/locale'
import { mount } from '../../platform/mount'
import { LEGAL_DOCUMENTS, LegalDocuments } from './legal.documents'

/**
 * SPEC 2: `/eula.pdf`, `/policy.pdf`, `/content.pdf` under the base address, in the language of
 * `?lang=1|2`, else of Accept-Language, else Russian. Public: the registration step links to them.
 */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = new LegalDocuments()
  for (const document of LEGAL_DOCUMENTS) {
    // The body is a PDF buffer, which Fastify sends without serialising.
    mount(app, API.legal[document], async (req, reply) => {
      const locale = requestLocale(req)
      const pdf = await documents.pdf(document, locale)
      const filename = locale === 'ru' ? `${document}.pdf` : `${document}-${locale}.pdf`
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${filename}"`)
          .header('content-language', locale)
          .header('cache-control', 'public, max-age=3600')
          // Without ?lang the answer depends on Accept-Language; shared caches must keep them apart.
          .header('vary', 'Accept-Language')
          // The app-wide CSP has object-src 'none', which blocks Chrome's built-in PDF viewer
          // (crbug.com/271452); a PDF runs no script of ours, so only framing is restricted.
          .header('content-security-policy', "frame-ancestors 'self'")
          .send(pdf)
      )
    })
  }
}
