import BlockOutlined from '@mui/icons-material/BlockOutlined'
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined'
import Alert from '@mui/material/Alert'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import type { Profile } from '@nauka/contracts'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router'
import { ApiError } from '../../api/ApiError'
import { EmptyState } from '../../shared/EmptyState'
import { PATHS } from '../../shared/paths'
import { SectionPage } from '../../shared/SectionPage'
import { useDocumentTitle } from '../../shared/useDocumentTitle'
import { ProfilePublications } from '../publications/profile/ProfilePublications'
import { contactOf, hasDetails, LINK_CONTACTS } from './model'
import { ProfileHeader, useDisplayName } from './ProfileHeader'
import { ProfileJsonLd } from './ProfileJsonLd'
import { ProfileLoadError } from './ProfileLoadError'
import { ProfileSections } from './ProfileSections'
import { ProfileSkeleton } from './ProfileSkeleton'
import { useMyId, useProfile } from './profile.queries'

const NOT_FOUND = 404

const parseUserId = (value: string | undefined): number | null =>
  value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null

/** What the viewer can do about the person (follow, block): given by the route, see UserProfileRoute. */
export type ProfileActions = ComponentType<{ profile: Profile; myId: number | null; name: string }>

/** /profile/:userId: someone's profile, read-only, with follow and block; the own id goes to /profile. */
export const UserProfilePage = ({ Actions }: { Actions: ProfileActions }) => {
  const { t } = useTranslation()
  const params = useParams()
  const userId = parseUserId(params.userId)
  const myId = useMyId()
  const own = userId !== null && userId === myId
  const query = useProfile(own ? null : userId)
  const name = useDisplayName(query.data ?? { firstName: null, lastName: null, middleName: null })
  useDocumentTitle(query.data ? name.text : t('profile.title'))

  if (own) return <Navigate to={PATHS.profile} replace />
  if (userId === null || (query.error instanceof ApiError && query.error.status === NOT_FOUND)) {
    return (
      <SectionPage title={t('profile.title')}>
        <EmptyState
          icon={<PersonOffOutlined />}
          title={t('profile.notFound.title')}
          hint={t('profile.notFound.hint')}
        />
      </SectionPage>
    )
  }
  if (!query.data) {
    if (!query.isError) return <ProfileSkeleton />
    return <ProfileLoadError error={query.error} onRetry={() => void query.refetch()} />
  }

  const profile = query.data
  const links = {
    website: contactOf(profile.contactData, LINK_CONTACTS.website)?.value ?? null,
    socialProfile: contactOf(profile.contactData, LINK_CONTACTS.socialProfile)?.value ?? null,
  }
  return (
    <Stack spacing={2}>
      <ProfileJsonLd profile={profile} />
      <ProfileHeader
        profile={profile}
        own={false}
        actions={
          <>
            {profile.mutualStates.in.subscribed && (
              <Chip size="small" label={t('follow.followsYou')} variant="outlined" />
            )}
            <Actions profile={profile} myId={myId} name={name.text} />
          </>
        }
      />
      {profile.blocked && (
        <Alert severity="warning" icon={<BlockOutlined />}>
          {t('follow.blockedNotice')}
        </Alert>
      )}
      {!profile.blocked && profile.mutualStates.in.blocked && (
        <Alert severity="info" icon={<BlockOutlined />}>
          {t('follow.blockedByThem')}
        </Alert>
      )}
      {hasDetails(profile) ? (
        <ProfileSections profile={profile} stored={profile} links={links} editable={false} />
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <EmptyState
            icon={<PersonOffOutlined />}
            title={t('profile.foreignEmpty.title')}
            hint={t('profile.foreignEmpty.hint')}
          />
        </Paper>
      )}
      <ProfilePublications userId={profile.id} own={false} />
    </Stack>
  )
}
