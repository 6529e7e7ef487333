import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type GroupCard, GroupJoinPolicy, GroupVisibility } from '@nauka/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ListRow } from '../../shared/ListRow'
import { RouterLink } from '../../shared/RouterLink'
import { GroupAvatar } from './GroupAvatar'
import { statusBadge } from './model'

type Props = {
  group: GroupCard
  /** The area's term (the list reads the catalogue once). */
  area: string | null
  /** Buttons of the place (My groups: withdraw, accept, decline). */
  actions?: ReactNode
}

/** One group in a list: avatar, name to its page, area and members, its policy and the reader's place. */
export const GroupRow = ({ group, area, actions }: Props) => {
  const { t } = useTranslation()
  const badge = statusBadge(group.me)
  const facts = [area, t('groups.card.members', { count: group.memberCount })].filter(Boolean).join(' · ')
  return (
    <ListRow>
      <GroupAvatar group={group} size={48} />
      <Box sx={{ flex: 1, minWidth: 0, maxWidth: { xs: 'calc(100% - 60px)', sm: 'none' } }}>
        <RouterLink
          to={group.link}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {group.name}
        </RouterLink>
        <Typography variant="body2" color="text.secondary">
          {facts}
        </Typography>
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mt: 0.5 }}>
          <Chip
            size="small"
            variant="outlined"
            label={t(
              group.joinPolicy === GroupJoinPolicy.Open ? 'groups.policy.open' : 'groups.policy.request',
            )}
          />
          {group.visibility === GroupVisibility.Hidden && (
            <Chip size="small" variant="outlined" label={t('groups.visibility.hidden')} />
          )}
          {badge && <Chip size="small" color="primary" label={t(`groups.status.${badge}`)} />}
        </Stack>
      </Box>
      {actions && (
        <Stack
          direction="row"
          spacing={1}
          justifyContent="flex-end"
          sx={{ width: { xs: '100%', sm: 'auto' }, pl: { xs: 7.5, sm: 0 } }}
        >
          {actions}
        </Stack>
      )}
    </ListRow>
  )
}
