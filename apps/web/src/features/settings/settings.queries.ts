import type { LangId, Profile, SettingsUpdate } from '@nauka/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/api'
import { langIdOf } from '../../shared/locale'
import { saveSettings } from '../profile/profile.api'
import { profileKeys } from '../profile/profile.queries'

export const settingsKeys = {
  model: (lang: LangId) => ['settings', 'model', lang] as const,
}

/** The settings model (SPEC 7: GET /settings/model) in the interface language. */
export const useSettingsModel = () => {
  const { i18n } = useTranslation()
  const lang = langIdOf(i18n.language)
  return useQuery({
    queryKey: settingsKeys.model(lang),
    staleTime: 60 * 60_000,
    queryFn: ({ signal }) => api.catalog.settingsModel({ query: { lang }, signal }),
  })
}

/**
 * SPEC 7: `PATCH /user_profile/settings` with the changed elements. The own profile's settings
 * change at once; the answer (every element) replaces them; a failure reads them again.
 */
export const useSaveSettings = (myId: number | null) => {
  const client = useQueryClient()
  const setSettings = (change: (settings: Profile['settings']) => Profile['settings']) =>
    myId === null
      ? undefined
      : client.setQueriesData<Profile>({ queryKey: profileKeys.user(myId) }, (profile) =>
          profile ? { ...profile, settings: change(profile.settings) } : profile,
        )
  return useMutation({
    mutationFn: (update: SettingsUpdate) => saveSettings(update),
    onMutate: async (update) => {
      if (myId !== null) await client.cancelQueries({ queryKey: profileKeys.user(myId) })
      setSettings((settings) => ({ ...settings, ...update }))
    },
    onSuccess: (saved) => setSettings(() => saved),
    onError: () =>
      myId === null ? undefined : client.invalidateQueries({ queryKey: profileKeys.user(myId) }),
  })
}
