import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLang } from '../../shared/locale'
import { PROFILE_SETTINGS_PATH } from '../../shared/paths'
import { useDocumentTitle } from '../../shared/useDocumentTitle'
import { useAuthStore } from '../auth/auth.store'
import { ProfilePublications } from '../publications/profile/ProfilePublications'
import { useImageEditor } from './images/useImageEditor'
import { userInfoOf } from './model'
import { PendingNotice } from './PendingNotice'
import { ProfileHeader, useDisplayName } from './ProfileHeader'
import { ProfileJsonLd } from './ProfileJsonLd'
import { ProfileLoadError } from './ProfileLoadError'
import { ProfileSections } from './ProfileSections'
import { ProfileSkeleton } from './ProfileSkeleton'
import { linkValue, useMyId, useOwnPending, useProfile } from './profile.queries'

/** /profile: the own profile, every section editable in place; offline edits show as pending. */
export const ProfilePage = () => {
  const { t } = useTranslation()
  const myId = useMyId()
  const lang = useLang()
  const query = useProfile(myId)
  const own = useOwnPending(query.data)
  const dispatch = useAuthStore((s) => s.dispatch)
  const avatar = useImageEditor('avatar')
  const banner = useImageEditor('banner')
  const name = useDisplayName(own.profile ?? { firstName: null, lastName: null, middleName: null })
  useDocumentTitle(query.data ? name.text : t('profile.title'))

  // SPEC 3: only the own profile replaces the stored user info (the server's, not pending edits).
  useEffect(() => {
    if (query.data) dispatch({ type: 'userLoaded', user: userInfoOf(query.data, lang) })
  }, [query.data, lang, dispatch])

  if (!query.data || !own.profile) {
    if (!query.isError) return <ProfileSkeleton />
    return <ProfileLoadError error={query.error} onRetry={() => void query.refetch()} />
  }
  const profile = own.profile
  const links = {
    website: linkValue(query.data, own.pendingLinks, 'website'),
    socialProfile: linkValue(query.data, own.pendingLinks, 'socialProfile'),
  }
  return (
    <Stack spacing={2}>
      <ProfileJsonLd profile={query.data} />
      <PendingNotice items={own.items} />
      <ProfileHeader
        profile={profile}
        own
        avatarPending={own.avatarPending}
        bannerPending={own.bannerPending}
        onChangeAvatar={avatar.pick}
        onChangeBanner={banner.pick}
        actions={
          <Button
            component={Link}
            to={PROFILE_SETTINGS_PATH}
            variant="outlined"
            startIcon={<SettingsOutlined />}
          >
            {t('profile.settingsLink')}
          </Button>
        }
      />
      <ProfileSections
        profile={profile}
        stored={query.data}
        links={links}
        editable
        infoPending={own.infoPending}
      />
      <ProfilePublications userId={profile.id} own />
      {avatar.element}
      {banner.element}
    </Stack>
  )
}
