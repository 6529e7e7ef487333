import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ACCOUNT, APPEARANCE, PROFILE } from './model'
import { useSettingsModel } from './settings.queries'

export type SettingsSection = { name: string; title: string }

/** The sections of the settings page and the one chosen in the address (?section=). */
export const useSettingsSections = () => {
  const { t } = useTranslation()
  const { data } = useSettingsModel()
  const [params] = useSearchParams()
  const sections: SettingsSection[] = [
    { name: APPEARANCE, title: t('settings.appearance.title') },
    { name: PROFILE, title: t('settings.profile.title') },
    { name: ACCOUNT, title: t('settings.account.title') },
    ...(data?.forms ?? []).map((form) => ({ name: form.name, title: form.title })),
  ]
  return { sections, current: params.get('section') ?? APPEARANCE }
}

export const sectionHref = (name: string): string => `?section=${encodeURIComponent(name)}`
