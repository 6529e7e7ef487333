import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import type { Locale } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { currentLocale, LOCALES } from '../../shared/locale'
import { Tooltip } from '../../shared/Tooltip'
import { chooseLocale } from './choose'

type Props = { size?: 'small' | 'medium' }

/**
 * RU / EN; the pick is stored, kept on the account, and wins over the browser's language from then
 * on. Each button is named by what it shows (WCAG 2.5.3: a person who says "click EN" reaches it);
 * the language's full name is its description and tooltip.
 */
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
        if (next) void chooseLocale(next)
      }}
    >
      {LOCALES.map((code) => (
        // The button carries the language (lang), so its description is read in that language too.
        <Tooltip key={code} title={t(`preferences.language.${code}`)} describeChild>
          <ToggleButton value={code} lang={code} sx={{ px: 1.25, py: 0.25, fontWeight: 600 }}>
            {code.toUpperCase()}
          </ToggleButton>
        </Tooltip>
      ))}
    </ToggleButtonGroup>
  )
}
