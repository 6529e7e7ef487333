import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import type { Locale } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { currentLocale, LOCALES, setLocale } from '../../app/i18n'

type Props = { size?: 'small' | 'medium' }

/** RU / EN; the pick is stored and wins over the browser's language from then on. */
export const LanguageSwitch = ({ size = 'small' }: Props) => {
  const { t, i18n } = useTranslation()
  const locale = currentLocale(i18n.language)
  return (
    <ToggleButtonGroup
      value={locale}
      exclusive
      size={size}
      aria-label={t('preferences.language.label')}
      onChange={(_, next: Locale | null) => {
        if (next) void setLocale(next)
      }}
    >
      {LOCALES.map((code) => (
        <ToggleButton
          key={code}
          value={code}
          lang={code}
          aria-label={t(`preferences.language.${code}`)}
          sx={{ px: 1.25, py: 0.25, fontWeight: 600 }}
        >
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}
