import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useMemo } from 'react'
import { timeZones, zoneLabel } from './zoned'

type Props = {
  value: string
  onChange: (zone: string) => void
  label: string
  error?: string | undefined
  disabled?: boolean
}

/** A time zone picked from the runtime's IANA list by typing any part of its name. */
export const TimeZoneField = ({ value, onChange, label, error, disabled }: Props) => {
  const zones = useMemo(() => timeZones([value]), [value])
  const labels = useMemo(() => new Map(zones.map((zone) => [zone, zoneLabel(zone)])), [zones])
  return (
    <Autocomplete
      options={zones}
      value={value}
      disableClearable
      disabled={disabled}
      getOptionLabel={(zone) => labels.get(zone) ?? zone}
      onChange={(_event, zone) => onChange(zone)}
      renderInput={(params) => (
        <TextField {...params} label={label} required error={Boolean(error)} helperText={error} />
      )}
    />
  )
}
