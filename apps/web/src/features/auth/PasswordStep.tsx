import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordField } from './PasswordField'
import { PasswordRulesDialog } from './PasswordRulesDialog'
import { passwordPairErrorKeys } from './validation'

type Props = {
  labels: { password: string; confirmation: string; submit: string }
  loading: boolean
  error: string | null
  onEdit: () => void
  onSubmit: (password: string) => void
  onBack?: () => void
}

/**
 * A new password typed twice, with the rules dialog (SPEC 2). Used by sign-up step 2 and by the
 * restore flow; submit stays disabled while a field is empty or an error shows (SPEC 5).
 */
export const PasswordStep = ({ labels, loading, error, onEdit, onSubmit, onBack }: Props) => {
  const { t } = useTranslation()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [rulesOpen, setRulesOpen] = useState(false)
  const errors = passwordPairErrorKeys(password, confirmation)
  const disabled =
    loading ||
    password === '' ||
    confirmation === '' ||
    errors.password !== null ||
    errors.confirmation !== null ||
    error !== null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!disabled) onSubmit(password)
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={loading}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <PasswordField
        label={labels.password}
        name="new-password"
        autoComplete="new-password"
        required
        fullWidth
        value={password}
        onChange={(e) => {
          setPassword(e.target.value)
          onEdit()
        }}
        error={errors.password !== null}
        helperText={errors.password ? t(errors.password) : undefined}
      />
      <PasswordField
        label={labels.confirmation}
        name="confirmation"
        autoComplete="new-password"
        required
        fullWidth
        value={confirmation}
        onChange={(e) => {
          setConfirmation(e.target.value)
          onEdit()
        }}
        error={errors.confirmation !== null}
        helperText={errors.confirmation ? t(errors.confirmation) : undefined}
      />
      <Link
        component="button"
        type="button"
        onClick={() => setRulesOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('auth.registration.rulesButton')}
      </Link>
      <Stack direction="row" spacing={1.5} justifyContent={onBack ? 'space-between' : 'flex-end'}>
        {onBack && <Button onClick={onBack}>{t('common.back')}</Button>}
        <Button type="submit" variant="contained" disabled={disabled}>
          {labels.submit}
        </Button>
      </Stack>
      <PasswordRulesDialog open={rulesOpen} password={password} onClose={() => setRulesOpen(false)} />
    </Stack>
  )
}
