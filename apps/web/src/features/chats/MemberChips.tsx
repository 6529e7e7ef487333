import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import type { UserSearchResult } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { userName } from './UserPicker'

type Props = { users: readonly UserSearchResult[]; onRemove: (userId: number) => void }

/** The people picked for a new group, each removable. */
export const MemberChips = ({ users, onRemove }: Props) => {
  const { t } = useTranslation()
  if (users.length === 0) return null
  return (
    <Stack
      direction="row"
      flexWrap="wrap"
      useFlexGap
      gap={1}
      aria-label={t('chats.group.members')}
      role="list"
    >
      {users.map((user) => {
        const name = userName(user, t('chats.noName'))
        return <Chip key={user.id} role="listitem" label={name} onDelete={() => onRemove(user.id)} />
      })}
    </Stack>
  )
}
