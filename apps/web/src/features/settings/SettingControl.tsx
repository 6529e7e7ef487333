import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Switch from '@mui/material/Switch'
import type { SettingsElement } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { langIdOf } from '../../shared/locale'
import { useCatalogue } from '../catalog/catalog.queries'
import type { SettingValue } from './model'

type Props = { element: SettingsElement; value: SettingValue; onChange: (value: SettingValue) => void }

/** One element of the settings model: a switch, or a choice from its catalogue (e.g. 133). */
export const SettingControl = ({ element, value, onChange }: Props) => {
  const { i18n } = useTranslation()
  const choice = element.type === 'ext_choice' || element.type === 'ext_multi_choice'
  const { data } = useCatalogue(choice ? element.cls : null, langIdOf(i18n.language))

  if (element.type === 'boolean') {
    return (
      <FormControlLabel
        control={<Switch checked={value === true} onChange={(e) => onChange(e.target.checked)} />}
        label={element.title}
      />
    )
  }
  if (!choice) return null

  const options = data?.elements ?? []
  const multiple = element.type === 'ext_multi_choice'
  const labelId = `setting-${element.num}-${element.name}`
  const selected = multiple ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? value : ''
  // Until the catalogue arrives a value has no option to show; an empty one avoids MUI's warning.
  const shown = options.length > 0 ? selected : multiple ? [] : ''
  return (
    <FormControl fullWidth size="small">
      <InputLabel id={labelId}>{element.title}</InputLabel>
      <Select
        labelId={labelId}
        label={element.title}
        multiple={multiple}
        value={shown}
        onChange={(e) => onChange(e.target.value as SettingValue)}
      >
        {options.map((option) => (
          <MenuItem key={option.uref} value={option.uref}>
            {option.term}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  )
}
