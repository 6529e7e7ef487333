import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { ApiError } from '../../api/ApiError'
import { errorMessage } from '../../api/errorText'
import { PATHS } from '../../shared/paths'
import { RouterLink } from '../../shared/RouterLink'
import { AuthCard } from './AuthCard'
import { LoginForm } from './LoginForm'
import { SocialSignIn } from './SocialSignIn'
import { showSignInError } from './session'

/** Set by the verify-email page when a confirmed person still has to sign in. */
export type LoginNotice = { verified?: boolean } | null

/** The server sends a failed social sign-in back to /login?error=<code>. */
const SOCIAL_ERROR_PARAM = 'error'

/** A code from the address, read like an error body: a catalogued number, else a text code. */
export const socialErrorOf = (raw: string): ApiError => {
  const code = /^\d+$/.test(raw) ? Number(raw) : undefined
  return new ApiError({
    kind: 'http',
    status: 0,
    code,
    textCode: code === undefined ? raw : undefined,
    message: '',
  })
}

/** SPEC 2: /login, also where every unknown path lands for a visitor. */
export const LoginPage = () => {
  const { t } = useTranslation()
  const notice = useLocation().state as LoginNotice
  const [params, setParams] = useSearchParams()
  const socialError = params.get(SOCIAL_ERROR_PARAM)

  // The failure shows like any sign-in error (until the form is edited); the address is cleaned.
  useEffect(() => {
    if (!socialError) return
    const error = socialErrorOf(socialError)
    showSignInError(errorMessage(error), error.code)
    setParams(
      (current) => {
        current.delete(SOCIAL_ERROR_PARAM)
        return current
      },
      { replace: true },
    )
  }, [socialError, setParams])

  return (
    <AuthCard title={t('auth.login.title')}>
      {notice?.verified && <Alert severity="success">{t('auth.login.verified')}</Alert>}
      <LoginForm />
      <SocialSignIn />
      <Typography textAlign="center">
        {t('auth.login.noAccount')}{' '}
        <RouterLink to={PATHS.registration}>{t('auth.login.register')}</RouterLink>
      </Typography>
    </AuthCard>
  )
}
