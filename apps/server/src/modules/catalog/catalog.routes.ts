import {
  ClsAllQuery,
  ClsFindBody,
  ClsPage,
  ErrorBody,
  InstanceInfo,
  SettingsModel,
  SettingsModelQuery,
} from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestLocale } from '../../platform/i18n/locale'
import type { CatalogService } from './catalog.service'

const tags = ['catalogues']

/** Public reference data: catalogues (dictionaries) and the settings model. */
export const catalogRoutes =
  (catalog: CatalogService, instance: InstanceInfo = { contactEmail: null }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/core/cls/all',
      {
        config: { public: true },
        schema: { tags, querystring: ClsAllQuery, response: { 200: ClsPage, 400: ErrorBody } },
      },
      async (req) => catalog.all(req.query, requestLocale(req)),
    )
    app.post(
      '/api/core/cls/find',
      {
        config: { public: true },
        schema: { tags, body: ClsFindBody, response: { 200: ClsPage, 400: ErrorBody } },
      },
      async (req) => catalog.find(req.body, requestLocale(req)),
    )
    app.get(
      '/api/core/settings/model',
      {
        config: { public: true },
        schema: { tags, querystring: SettingsModelQuery, response: { 200: SettingsModel } },
      },
      async (req) => catalog.settingsModel(req.query.lang),
    )
    app.get(
      '/api/core/settings/instance',
      { config: { public: true }, schema: { tags, response: { 200: InstanceInfo } } },
      async () => instance,
    )
  }
