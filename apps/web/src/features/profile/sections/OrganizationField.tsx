import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import { useDebouncedValue } from '../../../shared/useDebouncedValue'
import type { FieldErrors } from '../form'
import { findOrganizations } from '../profile.api'
import { useErrorText } from './fields'

type Props = {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  errors: FieldErrors
  required?: boolean
  autoFocus?: boolean
}

/**
 * An organization's name, typed freely with suggestions from the organizations others entered
 * (`GET /organization/find`); SPEC 5: an empty query makes no call.
 */
export const OrganizationField = ({ name, label, value, onChange, errors, required, autoFocus }: Props) => {
  const errorText = useErrorText()
  const query = useDebouncedValue(value.trim())
  const { data = [] } = useQuery({
    queryKey: ['organization', 'find', query],
    enabled: query.length > 0,
    staleTime: 60_000,
    queryFn: ({ signal }) => findOrganizations(query, signal),
  })
  const error = errors[name]
  return (
    <Autocomplete<string, false, false, true>
      id={`field-${name}`}
      freeSolo
      options={data.map((o) => o.name)}
      filterOptions={(x) => x}
      inputValue={value}
      onInputChange={(_, text) => onChange(text)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          autoFocus={autoFocus}
          required={required}
          error={Boolean(error)}
          helperText={errorText(error)}
        />
      )}
    />
  )
}
