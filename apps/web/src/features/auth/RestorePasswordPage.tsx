import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ActionType, ExecuteActionRequest } from '@nauka/contracts'
import type { FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { useSchemaForm } from '../../shared/form/useSchemaForm'
import { langIdOf } from '../../shared/locale'
import { PATHS } from '../../shared/paths'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { RouterLink } from '../../shared/RouterLink'
import { AuthCard } from './AuthCard'
import { executeLoginAction } from './auth.api'
import { EmailField } from './EmailField'
import { useRestoreStore } from './restore.store'

/** SPEC 2: /restore-password — the e-mail step, then "mail sent"; the mail links to the new password. */
export const RestorePasswordPage = () => {
  const { t, i18n } = useTranslation()
  const { loading, error, mailSent, email: sentTo, dispatch } = useRestoreStore()
  const form = useSchemaForm({
    schema: ExecuteActionRequest.pick({ username: true }),
    initial: { username: sentTo ?? '' },
    show: 'typing',
  })
  const disabled = loading || !form.valid || error !== null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = form.check()
    if (disabled || !parsed) return
    const { username } = parsed
    dispatch({ type: 'requested' })
    try {
      await executeLoginAction(ActionType.ResetCredentials, username, langIdOf(i18n.language))
      dispatch({ type: 'mailSent', email: username })
    } catch (cause) {
      // SPEC 8: restore errors by the catalogue, falling back to the restore error text.
      dispatch({ type: 'failed', error: failureMessage(cause, 'errors.restore') })
    }
  }

  return (
    <AuthCard title={t('auth.restore.title')}>
      {mailSent && sentTo ? (
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={2} alignItems="flex-start" role="status">
            <MarkEmailReadOutlined color="primary" sx={{ fontSize: 40, mt: 0.25 }} aria-hidden />
            <Typography>
              <Trans i18nKey="auth.restore.sent" values={{ email: sentTo }} components={{ b: <strong /> }} />
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('auth.restore.sentHint')}
          </Typography>
          <Button variant="outlined" onClick={() => dispatch({ type: 'reset' })}>
            {t('auth.restore.again')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={loading}>
          <Typography color="text.secondary">{t('auth.restore.hint')}</Typography>
          {error && (
            <Alert severity="error" role="alert">
              {messageText(t, error)}
              <RequestIdNote message={error} />
            </Alert>
          )}
          <EmailField
            label={t('auth.restore.email')}
            value={form.draft.username}
            onValueChange={(value) => {
              form.set('username', value)
              dispatch({ type: 'errorCleared' })
            }}
            errorKey={form.errors.username ?? null}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={disabled}
            startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
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
