import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Config } from './config'
import type { PublicationsService } from './modules/publications/publications.service'
import type { CatalogTermsCache } from './modules/scholar-head/catalog-terms'
import { ScholarHeadService } from './modules/scholar-head/scholar-head.service'
import { inlineScriptHashes } from './platform/security'
import { registerWebApp } from './platform/web-app'

/** The hashes of the inline scripts the built web app's shell starts with (none without a web app). */
export function shellScriptHashes(webDistDir: string | undefined): string[] {
  const shell = webDistDir === undefined ? undefined : join(webDistDir, 'index.html')
  return shell !== undefined && existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : []
}

/**
 * The built web app for every path outside the API (none when `webDistDir` is undefined); an open
 * publication's public page comes with its metadata in the head, for crawlers.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  {
    config,
    publications,
    terms,
  }: { config: Config; publications: PublicationsService; terms: CatalogTermsCache },
): Promise<void> {
  const scholarHead = new ScholarHeadService({
    readOpen: (id) => publications.readOpen(id),
    terms,
    publicUrl: config.PUBLIC_URL,
  })
  await registerWebApp(app, webDistDir, {
    renderPage: (url, shell) => scholarHead.renderPage(url, shell),
  })
}
