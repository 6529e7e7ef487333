import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ExecuteActionRequest } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { type ErrorMessage, failureMessage, messageText } from '../../api/errorText'
import { useSchemaForm } from '../../shared/form/useSchemaForm'
import { HOME_FOR_USER, PATHS } from '../../shared/paths'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { RouterLink } from '../../shared/RouterLink'
import { enqueueSnackbar } from '../../shared/toasts/toaster'
import { AuthCard } from './AuthCard'
import { exchangeActionKey } from './auth.api'
import { EmailField } from './EmailField'
import { InlineLoader } from './InlineLoader'
import type { LoginNotice } from './LoginPage'
import { ResendVerification } from './ResendVerification'
import { checkSession } from './session'
import { useLinkKey } from './useLinkKey'

/**
 * SPEC 2, 4, 7: /login-actions/verify-email?key= — the key confirms the account and signs this
 * browser in; the 200 triggers the auth check, which lands the person on the feed. A dead link
 * (1103 invalid, 1302 expired) offers a new one.
 */
export const VerifyEmailPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [error, setError] = useState<ErrorMessage | null>(null)

  useLinkKey((key) => {
    if (key === null) return setError({ key: 'errors.emptyKey' })
    exchangeActionKey(key)
      .then(async () => {
        if (await checkSession()) {
          enqueueSnackbar(t('auth.actions.welcome'), { variant: 'success' })
          navigate(HOME_FOR_USER, { replace: true })
        } else {
          // Confirmed, but this browser kept no session (e.g. cookies blocked): sign in by hand.
          navigate(PATHS.login, { replace: true, state: { verified: true } satisfies LoginNotice })
        }
      })
      // SPEC 8: for verify the default text is 'verifying error'.
      .catch((cause: unknown) => setError(failureMessage(cause, 'errors.verifying')))
  })

  return (
    <AuthCard title={t('auth.actions.verifyTitle')}>
      {error === null ? (
        <InlineLoader label={t('auth.actions.verifying')} />
      ) : (
        <>
          <Alert severity="error" role="alert">
            {messageText(t, error)}
            <RequestIdNote message={error} />
          </Alert>
          <NewLinkForm />
          <Typography textAlign="center">
            <RouterLink to={PATHS.login}>{t('common.toLogin')}</RouterLink>
          </Typography>
        </>
      )}
    </AuthCard>
  )
}

/** A dead verification link: the person names the e-mail and gets a fresh link. */
const NewLinkForm = () => {
  const { t } = useTranslation()
  const form = useSchemaForm({
    schema: ExecuteActionRequest.pick({ username: true }),
    initial: { username: '' },
    show: 'typing',
  })
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('auth.actions.newLinkHint')}</Typography>
      <EmailField
        label={t('auth.login.email')}
        value={form.draft.username}
        onValueChange={(value) => form.set('username', value)}
        errorKey={form.errors.username ?? null}
      />
      <ResendVerification email={form.valid ? form.draft.username.trim() : null} variant="outlined" />
    </Stack>
  )
}
