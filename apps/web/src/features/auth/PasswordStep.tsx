import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordField } from './PasswordField'
import { PasswordRulesDialog } from './PasswordRulesDialog'
import { passwordPairErrorKeys } from './validation'

type Props = {
  labels: { password: string; confirmation: string; submit: string }
  /** A line above the fields (e.g. which account the password is for). */
  intro?: string
  /** The account's e-mail, given to password managers so they store the new password with it. */
  username?: string
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
export const PasswordStep = ({
  labels,
  intro,
  username,
  loading,
  error,
  onEdit,
  onSubmit,
  onBack,
}: Props) => {
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
      {username && (
        <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
      )}
      {intro && <Typography color="text.secondary">{intro}</Typography>}
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
        <Button
          type="submit"
          variant="contained"
          disabled={disabled}
          startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {labels.submit}
        </Button>
      </Stack>
      <PasswordRulesDialog open={rulesOpen} password={password} onClose={() => setRulesOpen(false)} />
    </Stack>
  )
}
