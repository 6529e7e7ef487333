import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { PasswordWithConfirmation } from '@nauka/contracts'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ErrorMessage, messageText } from '../../api/errorText'
import { useSchemaForm } from '../../shared/form/useSchemaForm'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { PasswordField } from './PasswordField'
import { PasswordRulesDialog } from './PasswordRulesDialog'

type Props = {
  labels: { password: string; confirmation: string; submit: string }
  /** A line above the fields (e.g. which account the password is for). */
  intro?: string
  /** The account's e-mail, given to password managers so they store the new password with it. */
  username?: string
  loading: boolean
  error: ErrorMessage | null
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
  const form = useSchemaForm({
    schema: PasswordWithConfirmation,
    initial: { password: '', confirmation: '' },
    show: 'typing',
  })
  const { draft, set, errors } = form
  const [rulesOpen, setRulesOpen] = useState(false)
  const disabled = loading || !form.valid || error !== null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!disabled) onSubmit(draft.password)
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={loading}>
      {username && (
        <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
      )}
      {intro && <Typography color="text.secondary">{intro}</Typography>}
      {error && (
        <Alert severity="error" role="alert">
          {messageText(t, error)}
          <RequestIdNote message={error} />
        </Alert>
      )}
      <PasswordField
        label={labels.password}
        name="new-password"
        autoComplete="new-password"
        required
        fullWidth
        value={draft.password}
        onChange={(e) => {
          set('password', e.target.value)
          onEdit()
        }}
        error={Boolean(errors.password)}
        helperText={form.errorText('password')}
      />
      <PasswordField
        label={labels.confirmation}
        name="confirmation"
        autoComplete="new-password"
        required
        fullWidth
        value={draft.confirmation}
        onChange={(e) => {
          set('confirmation', e.target.value)
          onEdit()
        }}
        error={Boolean(errors.confirmation)}
        helperText={form.errorText('confirmation')}
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
      <PasswordRulesDialog open={rulesOpen} password={draft.password} onClose={() => setRulesOpen(false)} />
    </Stack>
  )
}
