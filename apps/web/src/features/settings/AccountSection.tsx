import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { PasswordWithConfirmation } from '@nauka/contracts'
import { type FormEvent, useReducer, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageText } from '../../api/errorText'
import { useSchemaForm } from '../../shared/form/useSchemaForm'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { changePassword } from '../auth/auth.api'
import { useAuthStore } from '../auth/auth.store'
import { PasswordField } from '../auth/PasswordField'
import { PasswordRulesDialog } from '../auth/PasswordRulesDialog'
import { initialPasswordChangeState, nextPasswordChangeState, passwordChangeFailure } from './password.model'

const EMPTY = { current: '', password: '', confirmation: '' }

/** Settings → Account: the account's e-mail and the change of password (SPEC 7, 8). */
export const AccountSection = () => {
  const { t } = useTranslation()
  const email = useAuthStore((s) => s.email)
  const [state, dispatch] = useReducer(nextPasswordChangeState, initialPasswordChangeState)
  // SPEC 5: the new password by its rules, typed twice; the current one is only required.
  const form = useSchemaForm({ schema: PasswordWithConfirmation, initial: EMPTY, show: 'typing' })
  const { draft: fields, errors } = form
  const [rulesOpen, setRulesOpen] = useState(false)
  const disabled = state.saving || fields.current === '' || !form.valid || state.error !== null

  const edit = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    form.set(name, event.target.value)
    dispatch({ type: 'edited' })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (disabled) return
    dispatch({ type: 'requested' })
    try {
      await changePassword({
        currentPassword: fields.current,
        newPassword: fields.password,
        confirmation: fields.confirmation,
      })
      form.reset(EMPTY)
      dispatch({ type: 'succeeded' })
    } catch (cause) {
      dispatch(passwordChangeFailure(cause))
    }
  }

  return (
    <Stack spacing={3} sx={{ p: { xs: 2, sm: 3 } }}>
      {email && (
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            {t('settings.account.email')}
          </Typography>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{email}</Typography>
        </Stack>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        spacing={2.5}
        aria-labelledby="change-password-title"
        aria-busy={state.saving}
        sx={{ maxWidth: 480 }}
      >
        <Stack spacing={0.5}>
          <Typography id="change-password-title" variant="h3" component="h3">
            {t('settings.account.password.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settings.account.password.hint')}
          </Typography>
          {/* Announced when it changes; empty (and taking no room) until then. */}
          <div role="status" aria-live="polite">
            {state.success && (
              <Alert severity="success" sx={{ mt: 1.5 }}>
                {t('settings.account.password.success')}
              </Alert>
            )}
          </div>
        </Stack>
        {state.error && (
          <Alert severity="error" role="alert">
            {messageText(t, state.error)}
            <RequestIdNote message={state.error} />
          </Alert>
        )}
        {email && (
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        )}
        <PasswordField
          label={t('settings.account.password.current')}
          name="current-password"
          autoComplete="current-password"
          required
          fullWidth
          value={fields.current}
          onChange={edit('current')}
          error={state.currentRejected}
          helperText={state.currentRejected ? t('settings.account.password.oldIncorrect') : undefined}
        />
        <PasswordField
          label={t('settings.account.password.new')}
          name="new-password"
          autoComplete="new-password"
          required
          fullWidth
          value={fields.password}
          onChange={edit('password')}
          error={Boolean(errors.password)}
          helperText={form.errorText('password')}
        />
        <PasswordField
          label={t('settings.account.password.confirmation')}
          name="confirmation"
          autoComplete="new-password"
          required
          fullWidth
          value={fields.confirmation}
          onChange={edit('confirmation')}
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
        <Button
          type="submit"
          variant="contained"
          disabled={disabled}
          sx={{ alignSelf: 'flex-start' }}
          startIcon={state.saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {t('settings.account.password.submit')}
        </Button>
      </Stack>
      <PasswordRulesDialog open={rulesOpen} password={fields.password} onClose={() => setRulesOpen(false)} />
    </Stack>
  )
}
