import { useTranslation } from 'react-i18next'
import { OutlinedField } from '../../shared/form/OutlinedField'

interface EmailFieldProps {
  label: string
  value: string
  onValueChange(value: string): void
  /** An i18n key (e.g. 'profile.email.error') shown under the field, or null. */
  errorKey: string | null
  /** Shown under the field while there is no error. */
  hint?: string
  /** 'username' on sign-in so password managers pair it with the password. */
  autoComplete?: 'email' | 'username'
}

/** The e-mail field of the visitor forms: sign-in, registration and restore. */
export function EmailField({
  label,
  value,
  onValueChange,
  errorKey,
  hint,
  autoComplete = 'email',
}: EmailFieldProps) {
  const { t } = useTranslation()
  return (
    <OutlinedField
      label={label}
      type="email"
      name="email"
      autoComplete={autoComplete}
      required
      fullWidth
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
      error={errorKey !== null}
      helperText={errorKey ? t(errorKey) : hint}
    />
  )
}
