import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../platform/auth-guard'
import { requestLocale } from '../../platform/i18n/locale'
import { mount } from '../../platform/mount'
import { viewerOf } from './profile.policy'
import type { ProfileService } from './profile.service'

/** SPEC 7 "Profile": own and foreign profiles, the main fields, settings and preferences. */
export const profileRoutes =
  (profiles: ProfileService): FastifyPluginAsyncZod =>
  async (app) => {
    const { profile, prefs } = API
    mount(app, profile.me, async (req) => profiles.me(currentUser(req).id, requestLocale(req)))
    mount(app, profile.read, async (req) => profiles.full(viewerOf(req), req.params.id, requestLocale(req)))
    mount(app, profile.info, async (req) => profiles.info(viewerOf(req), req.params.id, requestLocale(req)))
    mount(app, profile.saveInfo, async (req) =>
      profiles.updateInfo(currentUser(req).id, req.body, requestLocale(req)),
    )
    mount(app, profile.saveSettings, async (req) =>
      profiles.updateSettings(currentUser(req).id, req.body, requestLocale(req)),
    )
    mount(app, prefs.read, async (req) => profiles.prefs(currentUser(req).id, req.params.id))
    mount(app, prefs.save, async (req) => profiles.putPrefs(currentUser(req).id, req.params.id, req.body))
  }
