import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type Group, GroupJoinPolicy, GroupVisibility } from '@nauka/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { GroupAvatar } from './GroupAvatar'
import { statusBadge } from './model'

const AVATAR_SIZE = { xs: 96, sm: 128 }

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
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '3 / 1',
          maxHeight: 260,
          width: '100%',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
        }}
      >
        {group.bannerUrl && (
          <Box
            component="img"
            src={group.bannerUrl}
            alt={t('groups.page.bannerOf', { name: group.name })}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2.5 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          alignItems={{ xs: 'flex-start', sm: 'flex-end' }}
          spacing={2}
          sx={{ mt: { xs: -6, sm: -8 } }}
        >
          <GroupAvatar
            group={group}
            size={AVATAR_SIZE}
            decorative={false}
            sx={{ border: 4, borderColor: 'background.paper' }}
          />
          <Stack sx={{ flex: 1, minWidth: 0, pb: { sm: 0.5 } }} spacing={0.25}>
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {group.name}
            </Typography>
            <Typography color="text.secondary">
              {[area, t('groups.card.members', { count: group.memberCount })].filter(Boolean).join(' · ')}
            </Typography>
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            flexWrap="wrap"
            alignItems="center"
            sx={{ pb: { sm: 0.5 } }}
          >
            {actions}
          </Stack>
        </Stack>
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
      </Box>
    </Paper>
  )
}
