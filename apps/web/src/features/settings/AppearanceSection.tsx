import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import type { Locale } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { currentLocale, LOCALES } from '../../shared/locale'
import { useLayoutStore } from '../layout/layout.store'
import { LAYOUT_FLAGS } from '../layout/model'
import { chooseLocale } from '../preferences/choose'
import type { ThemeMode } from '../preferences/useThemeMode'
import { useThemeMode } from '../preferences/useThemeMode'

const THEME_MODES: readonly ThemeMode[] = ['light', 'dark']

/** Theme, interface language and the bars to show; each applies at once and is remembered (the first two on the account). */
export const AppearanceSection = () => {
  const { t, i18n } = useTranslation()
  const theme = useThemeMode()
  const layout = useLayoutStore()
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, sm: 3 } }}>
      <FormControl>
        <FormLabel id="theme-label">{t('settings.appearance.theme')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="theme-label"
          value={theme.mode}
          onChange={(e) => theme.setMode(e.target.value as ThemeMode)}
        >
          {THEME_MODES.map((mode) => (
            <FormControlLabel
              key={mode}
              value={mode}
              control={<Radio />}
              label={t(`preferences.theme.${mode}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="language-label">{t('settings.appearance.language')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="language-label"
          value={currentLocale(i18n.language)}
          onChange={(e) => void chooseLocale(e.target.value as Locale)}
        >
          {LOCALES.map((code) => (
            <FormControlLabel
              key={code}
              value={code}
              control={<Radio />}
              label={<span lang={code}>{t(`preferences.language.${code}`)}</span>}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('settings.appearance.layout')}</FormLabel>
        <FormGroup>
          {LAYOUT_FLAGS.map((flag) => (
            <FormControlLabel
              key={flag}
              control={<Switch checked={layout[flag]} onChange={() => layout.toggle(flag)} />}
              label={t(`layout.${flag}`)}
            />
          ))}
        </FormGroup>
        <FormHelperText>{t('settings.appearance.layoutHint')}</FormHelperText>
      </FormControl>
    </Stack>
  )
}
