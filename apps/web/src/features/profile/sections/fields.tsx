import MenuItem from '@mui/material/MenuItem'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import type { FieldErrors } from '../../../shared/form/fieldErrors'
import { useErrorText } from '../../../shared/form/useErrorText'
import { currentLocale, useLang } from '../../../shared/locale'
import { calendarDate } from '../../../shared/time/format'
import { useCatalogue } from '../../catalog/catalog.queries'

type TextProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText'> & {
  name: string
  value: string
  onChange: (value: string) => void
  errors: FieldErrors
  /** Shown under the field while it has no error. */
  hint?: string
}

/** A text field of a profile form: its message (an i18n key from the contracts) shows under it. */
export const Field = ({ name, value, onChange, errors, hint, ...props }: TextProps) => {
  const errorText = useErrorText()
  const error = errors[name]
  return (
    <TextField
      {...props}
      name={name}
      id={props.id ?? `field-${name}`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ? errorText(error) : hint}
      fullWidth
    />
  )
}

/** SPEC 3, 9: a YYYY-MM-DD date, typed or picked with the browser's date control. */
export const DateField = (props: TextProps) => (
  <Field {...props} type="date" slotProps={{ inputLabel: { shrink: true }, ...props.slotProps }} />
)

type ChoiceProps = Omit<TextProps, 'value' | 'onChange'> & {
  cls: number
  value: string | null
  onChange: (value: string | null) => void
  /** Offer an empty choice (the value can be cleared). */
  clearable?: boolean
  /** Only these references are offered (e.g. the identifier systems that name a person). */
  only?: readonly string[]
}

/** A choice from a short catalogue (genders, contact types, identifier systems), as a select. */
export const CatalogueSelect = ({ cls, value, onChange, clearable = true, only, ...props }: ChoiceProps) => {
  const { t } = useTranslation()
  const { data } = useCatalogue(cls, useLang())
  const options = (data?.elements ?? []).filter((o) => !only || only.includes(o.uref))
  // Until the catalogue arrives the stored value has no option; an empty one avoids MUI's warning.
  const shown = value && options.some((o) => o.uref === value) ? value : ''
  return (
    <Field {...props} select value={shown} onChange={(v) => onChange(v === '' ? null : v)}>
      {clearable && (
        <MenuItem value="">
          <em>{t('profile.notSet')}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.uref} value={option.uref}>
          {option.term}
        </MenuItem>
      ))}
    </Field>
  )
}

/** A YYYY-MM-DD date as the reader's language writes it; the text itself when it is not a date. */
export const formatDate = (iso: string | null | undefined, language: string): string | null =>
  calendarDate(iso, currentLocale(language))

/** "2015 – 2019", "2015 – now", or one end alone; null without dates. */
export const formatPeriod = (
  start: string | null,
  end: string | null,
  current: boolean,
  locale: string,
  nowText: string,
): string | null => {
  const from = formatDate(start, locale)
  const to = current ? nowText : formatDate(end, locale)
  if (!from && !to) return null
  return [from ?? '…', to ?? '…'].join(' – ')
}
