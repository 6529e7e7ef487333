import { SettingsAccess, SettingsElementRef, type SettingsModel } from '@nauka/contracts'
import { type Audience, audienceAllows } from './profile.policy'
import { effectiveSettings } from './profile-settings'

/** What a viewer may see of a profile, by the owner's privacy settings (SPEC 3 settings model). */
export interface Visibility {
  /** Everything but the name, images and follow counters. */
  profile: boolean
  /** E-mail, phone and contact data. */
  contacts: boolean
}

export function visibilityOf(
  model: SettingsModel,
  stored: Record<string, boolean | string> | undefined,
  audience: Audience,
): Visibility {
  const settings = effectiveSettings(model, stored ?? {})
  const profile = audienceAllows(
    settings[SettingsElementRef.ProfileVisibility] ?? SettingsAccess.Everyone,
    audience,
  )
  const contacts =
    profile &&
    audienceAllows(settings[SettingsElementRef.ContactsVisibility] ?? SettingsAccess.Nobody, audience)
  return { profile, contacts }
}
