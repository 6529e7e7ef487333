import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type FormEvent, useReducer, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageText } from '../../api/errorText'
import { changePassword } from '../auth/auth.api'
import { useAuthStore } from '../auth/auth.store'
import { PasswordField } from '../auth/PasswordField'
import { PasswordRulesDialog } from '../auth/PasswordRulesDialog'
import { passwordPairErrorKeys } from '../auth/validation'
import { initialPasswordChangeState, nextPasswordChangeState, passwordChangeFailure } from './password.model'

const EMPTY = { current: '', password: '', confirmation: '' }

/** Settings → Account: the account's e-mail and the change of password (SPEC 7, 8). */
export const AccountSection = () => {
  const { t } = useTranslation()
  const email = useAuthStore((s) => s.email)
  const [state, dispatch] = useReducer(nextPasswordChangeState, initialPasswordChangeState)
  const [fields, setFields] = useState(EMPTY)
  const [rulesOpen, setRulesOpen] = useState(false)
  const errors = passwordPairErrorKeys(fields.password, fields.confirmation)
  const disabled =
    state.saving ||
    fields.current === '' ||
    fields.password === '' ||
    fields.confirmation === '' ||
    errors.password !== null ||
    errors.confirmation !== null ||
    state.error !== null

  const edit = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }))
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
      setFields(EMPTY)
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
          error={errors.password !== null}
          helperText={errors.password ? t(errors.password) : undefined}
        />
        <PasswordField
          label={t('settings.account.password.confirmation')}
          name="confirmation"
          autoComplete="new-password"
          required
          fullWidth
          value={fields.confirmation}
          onChange={edit('confirmation')}
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
