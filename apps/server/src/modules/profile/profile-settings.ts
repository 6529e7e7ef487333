import { parseRef, type SettingsModel, type SettingsSet } from '@nauka/contracts'

/** The elements of the settings model by their uref (`"132:11"`). */
export const settingsElements = (model: SettingsModel) =>
  new Map(model.forms.flatMap((form) => form.elements).map((element) => [element.uref, element]))

/**
 * The settings a user has: the model's defaults, overlaid with what they changed. Stored keys the
 * model no longer has are dropped, so a retired setting never reaches a client.
 */
export function effectiveSettings(
  model: SettingsModel,
  stored: Record<string, boolean | string>,
): SettingsSet {
  const settings: SettingsSet = {}
  for (const [uref, element] of settingsElements(model)) settings[uref] = stored[uref] ?? element.default
  return settings
}

export interface SettingsIssue {
  field: string
  messageKey: 'profile.settings.unknown' | 'profile.settings.value'
}

/**
 * What is wrong with a settings change: an element the model does not have, or a value of the wrong
 * kind (a boolean element takes true or false, a choice takes a reference of its catalogue). Whether
 * a chosen reference exists in the catalogue is checked by the caller.
 */
export function settingsIssues(model: SettingsModel, update: SettingsSet): SettingsIssue[] {
  const elements = settingsElements(model)
  return Object.entries(update).flatMap(([key, value]): SettingsIssue[] => {
    const element = elements.get(key)
    if (!element) return [{ field: key, messageKey: 'profile.settings.unknown' }]
    const fits =
      element.type === 'boolean'
        ? typeof value === 'boolean'
        : typeof value === 'string' && parseRef(value)?.dictionary === element.cls
    return fits ? [] : [{ field: key, messageKey: 'profile.settings.value' }]
  })
}
