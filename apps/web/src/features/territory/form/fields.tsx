import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { CataloguePicker } from '../../catalog/CataloguePicker'
import { CatalogueSelect } from '../../profile/sections/fields'
import type { NumberField, RefField, TextField as TextFieldName } from './draft'
import type { PublicationFormApi } from './usePublicationForm'

/** A field's label: every field of the form is named once, under `territory.form.fields`. */
export const useFieldLabel = () => {
  const { t } = useTranslation()
  return (field: string) => t(`territory.form.fields.${field}`)
}

type TextProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  form: PublicationFormApi
  name: TextFieldName | NumberField
  hint?: string
}

/** A text (or number, or date) of the form, its message under it. */
export const FormText = ({ form, name, hint, type, ...props }: TextProps) => {
  const label = useFieldLabel()
  const message = form.errorOf(name)
  return (
    <TextField
      {...props}
      id={`publication-${name}`}
      name={name}
      type={type}
      label={label(name)}
      value={form.draft[name]}
      onChange={(event) => form.set(name, event.target.value)}
      error={message !== undefined}
      helperText={message ?? hint}
      disabled={form.busy}
      fullWidth
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : props.slotProps}
    />
  )
}

type RefProps = {
  form: PublicationFormApi
  name: RefField
  cls: number
  required?: boolean
  /** A long catalogue is picked by typing (`POST /cls/find`); a short one from a list. */
  picker?: boolean
  parentClsNum?: string | null
  level?: number
  /** Runs after the value changed (a science area clears its field). */
  onPicked?: (ref: string | null) => void
}

/** A catalogue value of the form (SPEC 3 dictionaries), its message under it. */
export const FormRef = ({ form, name, cls, required, picker, parentClsNum, level, onPicked }: RefProps) => {
  const label = useFieldLabel()
  const message = form.errorOf(name)
  const change = (ref: string | null) => {
    form.set(name, ref)
    onPicked?.(ref)
  }
  return picker ? (
    <CataloguePicker
      id={`publication-${name}`}
      cls={cls}
      value={form.draft[name]}
      onChange={change}
      label={label(name)}
      parentClsNum={parentClsNum}
      level={level}
      required={required}
      disabled={form.busy}
      error={message !== undefined}
      helperText={message}
    />
  ) : (
    <CatalogueSelect
      id={`publication-${name}`}
      name={name}
      cls={cls}
      value={form.draft[name]}
      onChange={change}
      label={label(name)}
      required={required}
      disabled={form.busy}
      errors={form.errors}
    />
  )
}
