import type { SettingsElement, SettingsModel } from '@nauka/contracts'

export type SettingValue = boolean | string | string[]
/** Values keyed by the element's reference (unique across forms). */
export type SettingValues = Readonly<Record<string, SettingValue>>

/** The first section of the settings page; after it, the account, then the forms of the settings model. */
export const APPEARANCE = 'appearance'
/** The account section: e-mail and the change of password. */
export const ACCOUNT = 'account'
/** The profile section: photo and banner (SPEC 2: profile settings). */
export const PROFILE = 'profile'

type Form = SettingsModel['forms'][number]

/** The elements of a form that apply to a person (not to a group). */
export const userElements = (form: Form): SettingsElement[] =>
  form.elements.filter((element) => element.context.includes('user'))

/** The model's default for an element, in the type its control works with. */
export const defaultValue = (element: SettingsElement): SettingValue => {
  const value = element.default
  switch (element.type) {
    case 'boolean':
      return value === true || value === 'true'
    case 'ext_multi_choice':
      return typeof value === 'string' && value !== '' ? value.split(',') : []
    default:
      return typeof value === 'string' ? value : ''
  }
}

export const settingValue = (values: SettingValues, element: SettingsElement): SettingValue =>
  values[element.uref] ?? defaultValue(element)

export const withValue = (
  values: SettingValues,
  element: SettingsElement,
  value: SettingValue,
): SettingValues => ({
  ...values,
  [element.uref]: value,
})
