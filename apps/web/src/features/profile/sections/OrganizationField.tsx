import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { FieldErrors } from '../../../shared/form/fieldErrors'
import { useErrorText } from '../../../shared/form/useErrorText'
import { useDebouncedValue } from '../../../shared/useDebouncedValue'
import { findOrganizations } from '../profile.api'

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
 * (`GET /organization/find`, asked once the typing settles); SPEC 5: an empty query makes no call.
 * Whatever the lookup answers, the typed text is what is saved unless a suggestion is picked, and
 * the field says so when there is nothing to pick.
 */
export const OrganizationField = ({ name, label, value, onChange, errors, required, autoFocus }: Props) => {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const typed = value.trim()
  const query = useDebouncedValue(typed)
  const lookup = useQuery({
    queryKey: ['organization', 'find', query],
    enabled: query.length > 0,
    staleTime: 60_000,
    // The last suggestions stay while the next ones load, so the list does not blink per keystroke.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => findOrganizations(query, signal),
  })
  const options = query.length > 0 ? (lookup.data ?? []).map((o) => o.name) : []
  // Only an answer to what is typed now counts as "nothing found".
  const settled = query.length > 0 && query === typed && !lookup.isPlaceholderData && !lookup.isFetching
  const note = !settled
    ? undefined
    : lookup.isError
      ? t('profile.orgLookup.failed')
      : options.length === 0
        ? t('profile.orgLookup.none')
        : undefined
  const error = errors[name]
  return (
    <Autocomplete<string, false, false, true>
      id={`field-${name}`}
      freeSolo
      options={options}
      filterOptions={(x) => x}
      loading={query.length > 0 && lookup.isFetching}
      loadingText={t('profile.orgLookup.searching')}
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
          helperText={error ? errorText(error) : note && <span role="status">{note}</span>}
        />
      )}
    />
  )
}
