import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput from '@mui/material/OutlinedInput'
import { type ChangeEvent, type ReactNode, useId } from 'react'

export interface OutlinedFieldProps {
  label: string
  value: string
  onChange(event: ChangeEvent<HTMLInputElement>): void
  name?: string
  type?: string
  autoComplete?: string
  required?: boolean
  fullWidth?: boolean
  error?: boolean
  /** Under the field: the error, or a hint; the input is described by it. */
  helperText?: ReactNode
  /** At the field's end, inside its outline (a show-password button). */
  endAdornment?: ReactNode
}

/**
 * An outlined text field as MUI's TextField draws it, put together from the same parts (its
 * FormControl, InputLabel, OutlinedInput and FormHelperText). TextField itself also carries its
 * select mode, and with it Select, Menu, Popover and Modal: 13 KB gzip that the sign-in page,
 * whose fields are all plain inputs, need not load (issue 20's /login budget).
 */
export const OutlinedField = ({
  label,
  helperText,
  required,
  fullWidth,
  error,
  endAdornment,
  ...input
}: OutlinedFieldProps) => {
  const id = useId()
  const helperId = helperText ? `${id}-helper-text` : undefined
  return (
    <FormControl variant="outlined" required={required} fullWidth={fullWidth} error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        endAdornment={endAdornment}
        aria-describedby={helperId}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  )
}
