import { type LangId, SettingsModel } from '@nauka/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../api/client'
import { langIdOf } from '../../app/i18n'

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
    queryFn: ({ signal }) =>
      apiRequest('/api/core/settings/model', { query: { lang }, schema: SettingsModel, signal }),
  })
}
