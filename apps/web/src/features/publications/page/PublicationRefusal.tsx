import GroupOutlined from '@mui/icons-material/GroupOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { EmptyState } from '../../../shared/EmptyState'
import { PATHS } from '../../../shared/paths'
import { SectionPage } from '../../../shared/SectionPage'
import { useAuthStore } from '../../auth/auth.store'
import type { Refusal } from '../model'

const ICONS = {
  signIn: <LockOutlined />,
  followers: <GroupOutlined />,
  notFound: <SearchOffOutlined />,
} as const

/**
 * Why the reader gets no publication (SPEC 6): a visitor is asked to sign in and comes back here
 * afterwards; a signed-in reader learns that only the author's followers read it; a private,
 * deleted or unknown item is simply not found (its title is not known to leak).
 */
export const PublicationRefusal = ({ refusal }: { refusal: Exclude<Refusal, 'failed'> }) => {
  const { t } = useTranslation()
  const location = useLocation()
  const authenticated = useAuthStore((s) => s.authenticated)
  const action =
    refusal === 'signIn' ? (
      <Button component={Link} to={PATHS.login} state={{ from: location }} variant="contained">
        {t('publication.refused.signIn.action')}
      </Button>
    ) : authenticated ? (
      <Button component={Link} to={PATHS.feed} variant="outlined">
        {t('publication.refused.toFeed')}
      </Button>
    ) : undefined
  return (
    <SectionPage title={t('publication.title')}>
      <EmptyState
        icon={ICONS[refusal]}
        title={t(`publication.refused.${refusal}.title`)}
        hint={t(`publication.refused.${refusal}.hint`)}
        action={action}
      />
    </SectionPage>
  )
}
