import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type Group, GroupJoinPolicy, GroupVisibility } from '@nauka/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BannerHeader, HEADER_AVATAR } from '../../shared/BannerHeader'
import { GroupAvatar } from './GroupAvatar'
import { statusBadge } from './model'

/** The top of a group's page, in the profile's style: banner, avatar, name, area, members, actions. */
export const GroupHeader = ({
  group,
  area,
  actions,
}: {
  group: Group
  area: string | null
  actions: ReactNode
}) => {
  const { t } = useTranslation()
  const badge = statusBadge(group.me)
  return (
    <BannerHeader
      bannerUrl={group.bannerUrl}
      bannerAlt={t('groups.page.bannerOf', { name: group.name })}
      avatar={
        <GroupAvatar group={group} size={HEADER_AVATAR.size} decorative={false} sx={HEADER_AVATAR.sx} />
      }
      heading={
        <>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
          <Typography color="text.secondary">
            {[area, t('groups.card.members', { count: group.memberCount })].filter(Boolean).join(' · ')}
          </Typography>
        </>
      }
      actions={actions}
    >
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mt: 1.5 }}>
        <Chip
          size="small"
          variant="outlined"
          label={t(
            group.joinPolicy === GroupJoinPolicy.Open ? 'groups.policy.open' : 'groups.policy.request',
          )}
        />
        <Chip
          size="small"
          variant="outlined"
          label={t(
            group.visibility === GroupVisibility.Hidden
              ? 'groups.visibility.hidden'
              : 'groups.visibility.visible',
          )}
        />
        {badge && <Chip size="small" color="primary" label={t(`groups.status.${badge}`)} />}
      </Stack>
    </BannerHeader>
  )
}
