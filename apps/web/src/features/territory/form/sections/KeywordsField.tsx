import Autocomplete from '@mui/material/Autocomplete'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import { PUBLICATION_LIMITS, splitInterestKeywords } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { useFieldLabel } from '../fields'
import type { PublicationFormApi } from '../usePublicationForm'

type Props = { form: PublicationFormApi; name: 'keywords' | 'keywordsEn'; required?: boolean }

/** "графы, деревья; сети" → three keywords; each once, whatever its case (the profile's rule). */
const splitKeywords = (values: readonly string[]): string[] => splitInterestKeywords(values.join(','))

/** Keywords as chips: typed and confirmed with Enter (or a comma), removed with their chip's cross. */
export const KeywordsField = ({ form, name, required }: Props) => {
  const { t } = useTranslation()
  const label = useFieldLabel()
  // The list's own message, or the first of one keyword (too long).
  const key = Object.keys(form.errors).find((field) => field === name || field.startsWith(`${name}.`))
  const message = key === undefined ? undefined : form.errorOf(key)
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={form.draft[name]}
      onChange={(_, values) => form.set(name, splitKeywords(values).slice(0, PUBLICATION_LIMITS.keywordsMax))}
      disabled={form.busy}
      renderValue={(values, getItemProps) =>
        values.map((value, index) => {
          const { key: itemKey, ...props } = getItemProps({ index })
          return <Chip key={itemKey} size="small" label={value} {...props} />
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          id={`publication-${name}`}
          label={label(name)}
          required={required}
          error={message !== undefined}
          helperText={message ?? t('territory.form.keywordsHint')}
        />
      )}
    />
  )
}
