import type { SettingsElement } from '@nauka/contracts'
import { create } from 'zustand'
import { type SettingValue, type SettingValues, withValue } from './model'

type SettingsDraftStore = {
  values: SettingValues
  set: (element: SettingsElement, value: SettingValue) => void
}

/**
 * The privacy and notification choices made on the settings page. They live on the client until
 * the profile settings endpoint (PATCH /user_profile/settings) saves them.
 */
export const useSettingsDraft = create<SettingsDraftStore>()((set) => ({
  values: {},
  set: (element, value) => set((state) => ({ values: withValue(state.values, element, value) })),
}))
