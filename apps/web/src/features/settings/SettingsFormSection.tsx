import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { SettingsModel } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { settingValue, userElements } from './model'
import { SettingControl } from './SettingControl'
import { useSettingsDraft } from './settingsDraft.store'

type Props = { form: SettingsModel['forms'][number] }

/** A form of the settings model (privacy, notifications), rendered from its elements. */
export const SettingsFormSection = ({ form }: Props) => {
  const { t } = useTranslation()
  const values = useSettingsDraft((s) => s.values)
  const set = useSettingsDraft((s) => s.set)
  const elements = userElements(form)
  if (elements.length === 0) {
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {t('settings.form.empty')}
      </Typography>
    )
  }
  return (
    <Stack role="group" aria-label={form.title} spacing={2.5} sx={{ p: { xs: 2, sm: 3 } }}>
      {elements.map((element) => (
        <SettingControl
          key={element.uref}
          element={element}
          value={settingValue(values, element)}
          onChange={(value) => set(element, value)}
        />
      ))}
    </Stack>
  )
}
