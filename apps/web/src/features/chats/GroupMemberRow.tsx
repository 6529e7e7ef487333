import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { ChatRole, type ChatUser } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '../../shared/avatar/UserAvatar'
import { nameOf } from '../../shared/names'

type Props = {
  user: ChatUser
  me: boolean
  /** The reader is an admin: they may remove members and grant or take back admin. */
  manage: boolean
  busy: boolean
  onRemove: () => void
  onAdmin: (admin: boolean) => void
}

/** One member in the group editor: name, role, and the admin's actions on them. */
export const GroupMemberRow = ({ user, me, manage, busy, onRemove, onAdmin }: Props) => {
  const { t } = useTranslation()
  const name = nameOf(user, t('chats.noName'))
  const admin = user.role === ChatRole.Admin
  return (
    <Box
      component="li"
      data-testid="group-member"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, flexWrap: 'wrap', listStyle: 'none' }}
    >
      <UserAvatar seed={user.userId} name={nameOf(user, '')} src={user.image} size={36} />
      <Typography sx={{ flex: 1, minWidth: 120 }} noWrap>
        {me ? t('chats.group.you', { name }) : name}
      </Typography>
      {admin && <Chip size="small" label={t('chats.group.admin')} />}
      {manage && !me && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            size="small"
            disabled={busy}
            onClick={() => onAdmin(!admin)}
            aria-label={t(admin ? 'chats.group.removeAdminLabel' : 'chats.group.makeAdminLabel', { name })}
          >
            {admin ? t('chats.group.removeAdmin') : t('chats.group.makeAdmin')}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={onRemove}
            aria-label={t('chats.group.removeLabel', { name })}
          >
            {t('chats.group.remove')}
          </Button>
        </Box>
      )}
    </Box>
  )
}
