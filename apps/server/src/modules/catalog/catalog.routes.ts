import { API, type InstanceInfo } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestLocale } from '../../platform/i18n/locale'
import { mount } from '../../platform/mount'
import type { CatalogService } from './catalog.service'

/** Public reference data: catalogues (dictionaries) and the settings model. */
export const catalogRoutes =
  (catalog: CatalogService, instance: InstanceInfo = { contactEmail: null }): FastifyPluginAsyncZod =>
  async (app) => {
    const routes = API.catalog
    mount(app, routes.all, async (req) => catalog.all(req.query, requestLocale(req)))
    mount(app, routes.find, async (req) => catalog.find(req.body, requestLocale(req)))
    mount(app, routes.settingsModel, async (req) => catalog.settingsModel(req.query.lang))
    mount(app, routes.instance, async () => instance)
  }
