import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'

type Props = {
  kind: 'microphone' | 'camera' | 'speaker'
  devices: readonly MediaDeviceInfo[]
  /** Null: the system default. */
  value: string | null
  onChange: (deviceId: string | null) => void
  disabled?: boolean
  helperText?: string
}

/** One device choice; a chosen device that is gone now reads as the system default. */
export const DevicePicker = ({ kind, devices, value, onChange, disabled, helperText }: Props) => {
  const { t } = useTranslation()
  const present = value !== null && devices.some((d) => d.deviceId === value)
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t(`calls.settings.${kind}`)}
      value={present ? value : ''}
      onChange={(event) => onChange(event.target.value || null)}
      disabled={disabled}
      helperText={helperText}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('calls.settings.systemDefault')}</MenuItem>
      {devices.map((device, index) => (
        <MenuItem key={device.deviceId} value={device.deviceId}>
          {device.label || t(`calls.settings.unnamed.${kind}`, { n: index + 1 })}
        </MenuItem>
      ))}
    </TextField>
  )
}
