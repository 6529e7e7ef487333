import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/ApiError'
import { errorText } from '../../api/errorText'
import { PATHS } from '../../shared/paths'
import { RouterLink } from '../../shared/RouterLink'
import { AuthCard } from './AuthCard'
import { executeLoginAction } from './auth.api'
import { EmailField } from './EmailField'
import { emailErrorKey } from './validation'

type Request = { loading: boolean; error: string | null; sentTo: string | null }

/** SPEC 2: /restore-password — the e-mail step; the server mails a link to set a new password. */
export const RestorePasswordPage = () => {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const [request, setRequest] = useState<Request>({ loading: false, error: null, sentTo: null })
  const emailError = emailErrorKey(email)
  const disabled = request.loading || email.trim() === '' || emailError !== null || request.error !== null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (disabled) return
    const username = email.trim()
    setRequest({ loading: true, error: null, sentTo: null })
    try {
      await executeLoginAction('reset-credentials', username)
      setRequest({ loading: false, error: null, sentTo: username })
    } catch (error) {
      // SPEC 8: restore errors by the catalogue, falling back to the restore error text.
      const text = error instanceof ApiError ? errorText(t, error, 'errors.restore') : t('errors.restore')
      setRequest({ loading: false, error: text, sentTo: null })
    }
  }

  return (
    <AuthCard title={t('auth.restore.title')}>
      {request.sentTo ? (
        <Alert severity="success" role="status">
          {t('auth.restore.sent', { email: request.sentTo })}
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={request.loading}>
          <Typography color="text.secondary">{t('auth.restore.hint')}</Typography>
          {request.error && (
            <Alert severity="error" role="alert">
              {request.error}
            </Alert>
          )}
          <EmailField
            label={t('auth.restore.email')}
            value={email}
            onValueChange={(value) => {
              setEmail(value)
              setRequest((r) => (r.error ? { ...r, error: null } : r))
            }}
            errorKey={emailError}
          />
          <Button type="submit" variant="contained" size="large" disabled={disabled}>
            {t('auth.restore.submit')}
          </Button>
        </Stack>
      )}
      <Typography textAlign="center">
        {t('auth.restore.remembered')}{' '}
        <RouterLink to={PATHS.login}>{t('auth.registration.signIn')}</RouterLink>
      </Typography>
    </AuthCard>
  )
}
