import type { AvatarSize } from '../../shared/avatar/UserAvatar'
import { UserAvatar } from '../../shared/avatar/UserAvatar'

type Props = {
  group: { id: number; name: string; avatarUrl: string | null }
  size?: AvatarSize
  /** Stands alone (the page header): the name is the picture's accessible name. */
  decorative?: boolean
  sx?: Parameters<typeof UserAvatar>[0]['sx']
}

/** A group's picture: its avatar, else its initials on a colour of its own (not a person's). */
export const GroupAvatar = ({ group, size = 48, decorative = true, sx }: Props) => (
  <UserAvatar
    seed={`group:${group.id}`}
    name={group.name}
    src={group.avatarUrl}
    size={size}
    decorative={decorative}
    sx={sx}
  />
)
