import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import { AuthErrorCode } from '@nauka/contracts'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { messageText } from '../../api/errorText'
import { useSchemaForm } from '../../shared/form/useSchemaForm'
import { useSchemaOnFirstUse } from '../../shared/form/useSchemaOnFirstUse'
import { PATHS } from '../../shared/paths'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { RouterLink } from '../../shared/RouterLink'
import { useAuthStore } from './auth.store'
import { EmailField } from './EmailField'
import { PasswordField } from './PasswordField'
import { ResendVerification } from './ResendVerification'
import { signInWithPassword } from './session'

const loadLoginRequest = () => import('./loginRequest.schema').then((module) => module.LoginRequest)

/**
 * SPEC 2 sign-in form. The submit button is disabled while loading, while a field is empty or
 * while an error shows; Enter in a field submits (the browser's implicit submission).
 */
export const LoginForm = () => {
  const { t } = useTranslation()
  const loading = useAuthStore((s) => s.loading)
  const error = useAuthStore((s) => s.error)
  const errorCode = useAuthStore((s) => s.errorCode)
  const dispatch = useAuthStore((s) => s.dispatch)
  // The form's checks (zod with them) load once the person reaches for the form, or the browser
  // fills it.
  const checks = useSchemaOnFirstUse(loadLoginRequest)
  const form = useSchemaForm({
    schema: checks.schema,
    initial: { username: '', password: '', rememberMe: false },
    show: 'typing',
  })
  const { draft, set } = form
  const emailError = form.errors.username ?? null
  const disabled = loading || !form.valid || error !== null

  const edited = () => dispatch({ type: 'errorCleared' })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = form.check()
    if (disabled || !parsed) return
    void signInWithPassword({
      username: parsed.username,
      password: draft.password,
      rememberMe: draft.rememberMe,
    })
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      onFocus={checks.want}
      onPointerDown={checks.want}
      onKeyDown={checks.want}
      onInput={checks.want}
      spacing={2}
      aria-busy={loading}
    >
      {error && (
        <Alert severity="error" role="alert">
          {messageText(t, error)}
          <RequestIdNote message={error} />
        </Alert>
      )}
      {/* SPEC 8: 1110, the e-mail is not confirmed yet: offer the link again. */}
      {errorCode === AuthErrorCode.UserActionRequired && (
        <Box sx={{ mt: -1 }}>
          <ResendVerification
            email={emailError === null && draft.username.trim() !== '' ? draft.username.trim() : null}
            prompt={t('auth.registration.noMail')}
          />
        </Box>
      )}
      <EmailField
        label={t('auth.login.email')}
        autoComplete="username"
        value={draft.username}
        onValueChange={(value) => {
          set('username', value)
          edited()
        }}
        errorKey={emailError}
      />
      <PasswordField
        label={t('auth.login.password')}
        name="password"
        autoComplete="current-password"
        required
        fullWidth
        value={draft.password}
        onChange={(e) => {
          set('password', e.target.value)
          edited()
        }}
      />
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" columnGap={2}>
        <FormControlLabel
          control={
            <Checkbox checked={draft.rememberMe} onChange={(e) => set('rememberMe', e.target.checked)} />
          }
          label={t('auth.login.rememberMe')}
        />
        <RouterLink to={PATHS.restorePassword}>{t('auth.login.forgot')}</RouterLink>
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={disabled}
        startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {t('auth.login.submit')}
      </Button>
    </Stack>
  )
}
