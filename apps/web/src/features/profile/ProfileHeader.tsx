import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Profile } from '@nauka/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink } from 'react-router'
import { UserAvatar } from '../../shared/avatar/UserAvatar'
import { BannerHeader, HEADER_AVATAR } from '../../shared/BannerHeader'
import { currentLocale } from '../../shared/locale'
import { personName } from '../../shared/names'
import { followersPath } from '../../shared/paths'
import { Tooltip } from '../../shared/Tooltip'
import { currentLabor } from './model'

/**
 * SPEC 3: the name in the interface language (the English first and last name in English, when
 * filled in); without a name, the default first and last name placeholders.
 */
export const useDisplayName = (
  profile: Pick<Profile, 'firstName' | 'lastName' | 'middleName'> &
    Partial<Pick<Profile, 'firstNameEn' | 'lastNameEn'>>,
) => {
  const { t, i18n } = useTranslation()
  const english =
    currentLocale(i18n.language) === 'en' &&
    Boolean(profile.firstNameEn?.trim() || profile.lastNameEn?.trim())
  const first = (english ? profile.firstNameEn : profile.firstName)?.trim() || null
  const last = (english ? profile.lastNameEn : profile.lastName)?.trim() || null
  return {
    text: [
      first ?? t('profile.defaults.firstName'),
      english ? null : profile.middleName,
      last ?? t('profile.defaults.lastName'),
    ]
      .filter(Boolean)
      .join(' '),
    placeholder: first === null && last === null,
  }
}

type Props = {
  profile: Profile
  /** The own profile: its avatar and banner can be changed from here. */
  own: boolean
  avatarPending?: boolean
  bannerPending?: boolean
  onChangeAvatar?: () => void
  onChangeBanner?: () => void
  actions?: ReactNode
}

/** The top of a profile: banner, avatar, full name, nickname, work, counters and the actions. */
export const ProfileHeader = ({
  profile,
  own,
  avatarPending,
  bannerPending,
  onChangeAvatar,
  onChangeBanner,
  actions,
}: Props) => {
  const { t } = useTranslation()
  const name = useDisplayName(profile)
  const job = currentLabor(profile.laborActivities)
  const position = job ? profile.refTerms[job.cPosition] : undefined
  const listOwner = own ? null : profile.id
  const counter = (count: number, key: 'followers' | 'followings') => (
    <Link
      component={RoutedLink}
      to={followersPath({ userId: listOwner, tab: key })}
      color="text.primary"
      underline="hover"
      sx={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.3 }}
    >
      <Box component="strong" sx={{ fontWeight: 700, fontSize: 18 }}>
        {count}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
        {t(`profile.counters.${key}`)}
      </Box>
    </Link>
  )

  return (
    <BannerHeader
      bannerUrl={profile.bannerUrl}
      bannerAlt={t('profile.images.bannerOf', { name: name.text })}
      overBanner={
        <>
          {own && onChangeBanner && (
            <Tooltip title={t('profile.images.change.banner')}>
              <IconButton
                onClick={onChangeBanner}
                aria-label={t('profile.images.change.banner')}
                sx={{
                  position: 'absolute',
                  right: 12,
                  top: 12,
                  bgcolor: 'rgba(0,0,0,0.55)',
                  color: '#fff',
                  '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
                }}
              >
                <PhotoCameraOutlined />
              </IconButton>
            </Tooltip>
          )}
          {bannerPending && (
            <Chip
              size="small"
              color="warning"
              label={t('profile.pending.bannerChip')}
              sx={{ position: 'absolute', left: 12, top: 12 }}
            />
          )}
        </>
      }
      avatar={
        <>
          <UserAvatar
            seed={profile.id}
            name={personName(profile)}
            src={profile.imageUrl}
            size={HEADER_AVATAR.size}
            decorative={false}
            sx={HEADER_AVATAR.sx}
          />
          {own && onChangeAvatar && (
            <Tooltip title={t('profile.images.change.avatar')}>
              <IconButton
                onClick={onChangeAvatar}
                aria-label={t('profile.images.change.avatar')}
                size="small"
                sx={{
                  position: 'absolute',
                  right: 2,
                  bottom: 2,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <PhotoCameraOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      }
      heading={
        <>
          <Typography
            variant="h1"
            sx={{ overflowWrap: 'anywhere', color: name.placeholder ? 'text.secondary' : 'text.primary' }}
          >
            {name.text}
          </Typography>
          {profile.nickname && <Typography color="text.secondary">@{profile.nickname}</Typography>}
          {avatarPending && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={t('profile.pending.avatarChip')}
              sx={{ alignSelf: 'flex-start', mt: 0.5 }}
            />
          )}
        </>
      }
      actions={actions}
    >
      {(job || profile.placeOfResidence) && (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {[position, job?.organization, profile.placeOfResidence].filter(Boolean).join(' · ')}
        </Typography>
      )}
      <Stack
        direction="row"
        spacing={3}
        sx={{ mt: 1.5 }}
        component="nav"
        aria-label={t('profile.counters.label')}
      >
        {counter(profile.meta.subscr_count, 'followers')}
        {counter(profile.meta.subscn_count, 'followings')}
      </Stack>
    </BannerHeader>
  )
}
