import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { PATHS } from '../../shared/paths'
import { RouterLink } from '../../shared/RouterLink'
import { AuthCard } from './AuthCard'
import { LoginForm } from './LoginForm'
import { SocialSignIn } from './SocialSignIn'

/** Set by the verify-email page when it sends a newly confirmed person here. */
export type LoginNotice = { verified?: boolean } | null

/** SPEC 2: /login, also where every unknown path lands for a visitor. */
export const LoginPage = () => {
  const { t } = useTranslation()
  const notice = useLocation().state as LoginNotice
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
