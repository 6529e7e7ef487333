import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import { AuthErrorCode } from '@nauka/contracts'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageText } from '../../api/errorText'
import { PATHS } from '../../shared/paths'
import { RouterLink } from '../../shared/RouterLink'
import { useAuthStore } from './auth.store'
import { EmailField } from './EmailField'
import { PasswordField } from './PasswordField'
import { ResendVerification } from './ResendVerification'
import { signInWithPassword } from './session'
import { emailErrorKey } from './validation'

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
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(false)

  const emailError = emailErrorKey(email)
  const disabled = loading || email.trim() === '' || password === '' || emailError !== null || error !== null

  const edited = () => dispatch({ type: 'errorCleared' })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (disabled) return
    void signInWithPassword({ username: email.trim(), password, rememberMe })
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-busy={loading}>
      {error && (
        <Alert severity="error" role="alert">
          {messageText(t, error)}
        </Alert>
      )}
      {/* SPEC 8: 1110, the e-mail is not confirmed yet: offer the link again. */}
      {errorCode === AuthErrorCode.UserActionRequired && (
        <Box sx={{ mt: -1 }}>
          <ResendVerification
            email={emailError === null && email.trim() !== '' ? email.trim() : null}
            prompt={t('auth.registration.noMail')}
          />
        </Box>
      )}
      <EmailField
        label={t('auth.login.email')}
        autoComplete="username"
        value={email}
        onValueChange={(value) => {
          setEmail(value)
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
        value={password}
        onChange={(e) => {
          setPassword(e.target.value)
          edited()
        }}
      />
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" columnGap={2}>
        <FormControlLabel
          control={<Checkbox checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />}
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
