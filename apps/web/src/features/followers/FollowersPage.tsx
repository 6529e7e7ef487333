import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink, useSearchParams } from 'react-router'
import { followersPath, profilePath } from '../../shared/paths'
import { SectionPage } from '../../shared/SectionPage'
import { useDisplayName } from '../profile/ProfileHeader'
import { useMyId, useProfile } from '../profile/profile.queries'
import { FollowList } from './FollowList'
import type { FollowListKind } from './follow.api'

const KINDS: readonly FollowListKind[] = ['followers', 'followings']

const parseUser = (value: string | null): number | null =>
  value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null

/** /followers: my followers and followings in two tabs; `?user=<id>` shows someone else's. */
export const FollowersPage = () => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const myId = useMyId()
  const requested = parseUser(params.get('user'))
  const userId = requested ?? myId
  const mine = userId === myId
  const kind: FollowListKind = params.get('tab') === 'followings' ? 'followings' : 'followers'
  const profile = useProfile(userId)
  const name = useDisplayName(profile.data ?? { firstName: null, lastName: null, middleName: null })
  const counts = profile.data?.meta
  const title = mine ? t('followers.title') : t('followers.titleOf', { name: profile.data ? name.text : '…' })
  const tabLabel = (k: FollowListKind) => {
    const count = counts ? (k === 'followers' ? counts.subscr_count : counts.subscn_count) : null
    return count === null ? t(`followers.tabs.${k}`) : `${t(`followers.tabs.${k}`)} · ${count}`
  }

  return (
    <SectionPage title={title}>
      {!mine && userId !== null && (
        <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
          <Link component={RoutedLink} to={profilePath(userId)}>
            {t('followers.toProfile')}
          </Link>
        </Box>
      )}
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={kind} variant="fullWidth" aria-label={t('followers.tabsLabel')}>
          {KINDS.map((k) => (
            <Tab
              key={k}
              value={k}
              label={tabLabel(k)}
              component={RoutedLink}
              to={followersPath({ userId: mine ? null : userId, tab: k })}
              replace
              id={`follow-tab-${k}`}
              aria-controls={`follow-panel-${k}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`follow-panel-${kind}`} aria-labelledby={`follow-tab-${kind}`}>
        {userId !== null && (
          <FollowList
            key={`${kind}-${userId}`}
            kind={kind}
            userId={userId}
            myId={myId}
            label={tabLabel(kind)}
          />
        )}
      </Box>
    </SectionPage>
  )
}
