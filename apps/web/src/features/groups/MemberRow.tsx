import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Dictionary, type GroupMember, GroupMemberStatus, GroupRole, refId } from '@nauka/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '../../shared/avatar/UserAvatar'
import { ListRow } from '../../shared/ListRow'
import { nameOf } from '../../shared/names'
import { profilePath } from '../../shared/paths'
import { RouterLink } from '../../shared/RouterLink'
import { Timestamp } from '../../shared/time/Timestamp'
import { roleKey } from './model'

type Props = { member: GroupMember; actions?: ReactNode }

/** One person of a group: avatar, name to the profile, their role (or when they asked), and actions. */
export const MemberRow = ({ member, actions }: Props) => {
  const { t } = useTranslation()
  const userId = refId(member.user.rEntity, Dictionary.user) ?? member.userId
  const name = nameOf(member.user, t('groups.members.noName'))
  const active = member.status === GroupMemberStatus.Member
  return (
    <ListRow>
      <UserAvatar seed={userId} name={name} src={member.user.imageUrl} size={44} />
      <Box sx={{ flex: 1, minWidth: 0, maxWidth: { xs: 'calc(100% - 56px)', sm: 'none' } }}>
        <RouterLink
          to={profilePath(userId)}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {name}
        </RouterLink>
        {!active && (
          <Typography variant="body2" color="text.secondary">
            <Timestamp value={member.createdAt} />
          </Typography>
        )}
      </Box>
      {active && member.role !== GroupRole.Member && (
        <Chip
          size="small"
          color={member.role === GroupRole.Owner ? 'primary' : 'default'}
          variant={member.role === GroupRole.Owner ? 'filled' : 'outlined'}
          label={t(`groups.roles.${roleKey(member.role)}`)}
        />
      )}
      {actions && (
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end">
          {actions}
        </Stack>
      )}
    </ListRow>
  )
}
