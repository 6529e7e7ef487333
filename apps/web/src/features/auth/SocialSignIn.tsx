import LoginOutlined from '@mui/icons-material/LoginOutlined'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { HOME_FOR_USER } from '../../shared/paths'
import { socialSignInUrl } from './auth.api'
import { useIdentityProviders } from './auth.queries'

/** SPEC 2: one button per identity provider the server names; nothing when it names none. */
export const SocialSignIn = () => {
  const { t } = useTranslation()
  const { data: providers = [] } = useIdentityProviders()
  if (providers.length === 0) return null
  const signInWith = (id: string) =>
    window.location.assign(socialSignInUrl(id, `${window.location.origin}${HOME_FOR_USER}`))
  return (
    <Stack spacing={1.5}>
      <Divider>{t('auth.login.social')}</Divider>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant="outlined"
            fullWidth
            startIcon={<LoginOutlined />}
            onClick={() => signInWith(provider.id)}
            aria-label={t('auth.login.socialWith', { name: provider.name })}
          >
            {provider.name}
          </Button>
        ))}
      </Stack>
    </Stack>
  )
}
