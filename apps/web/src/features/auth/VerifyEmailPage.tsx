import Alert from '@mui/material/Alert'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../api/ApiError'
import { errorText } from '../../api/errorText'
import { PATHS } from '../../shared/paths'
import { RouterLink } from '../../shared/RouterLink'
import { AuthCard } from './AuthCard'
import { exchangeActionKey } from './auth.api'
import { InlineLoader } from './InlineLoader'
import type { LoginNotice } from './LoginPage'
import { useLinkKey } from './useLinkKey'

/** SPEC 2, 4: /login-actions/verify-email?key= confirms the account, then shows the sign-in screen. */
export const VerifyEmailPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)

  useLinkKey((key) => {
    if (key === null) {
      setError(t('errors.emptyKey'))
      return
    }
    exchangeActionKey(key).then(
      () => navigate(PATHS.login, { replace: true, state: { verified: true } satisfies LoginNotice }),
      (cause: unknown) =>
        // SPEC 8: for verify the default text is 'verifying error'.
        setError(cause instanceof ApiError ? errorText(t, cause, 'errors.verifying') : t('errors.verifying')),
    )
  })

  return (
    <AuthCard title={t('auth.actions.verifyTitle')}>
      {error === null ? (
        <InlineLoader label={t('auth.actions.verifying')} />
      ) : (
        <>
          <Alert severity="error" role="alert">
            {error}
          </Alert>
          <RouterLink to={PATHS.login}>{t('common.toLogin')}</RouterLink>
        </>
      )}
    </AuthCard>
  )
}
