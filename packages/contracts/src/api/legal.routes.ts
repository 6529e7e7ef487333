import { z } from 'zod'
import { LangParam } from '../catalog'
import { route } from './route'

const LegalQuery = z.object({ lang: LangParam.optional() })

/** One document as a PDF, in the language of `?lang=1|2`, else of Accept-Language, else Russian. */
const pdf = <const D extends string>(document: D) =>
  route({
    method: 'GET',
    path: `/${document}.pdf` as const,
    tags: ['legal'],
    public: true,
    query: LegalQuery,
    responses: { 200: null },
  })

/**
 * SPEC 2: the three documents the registration step links to, served under the base address.
 * Public: a visitor reads them before accepting. The keys name the documents everywhere.
 */
export const legalRoutes = {
  eula: pdf('eula'),
  policy: pdf('policy'),
  content: pdf('content'),
} as const
