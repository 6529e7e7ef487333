import Avatar from '@mui/material/Avatar'
import type { SxProps, Theme } from '@mui/material/styles'
import { AVATAR_TEXT_COLOR, avatarColor, initialsOf } from './avatarLook'

/** A side in pixels, or one per breakpoint (`{ xs: 96, sm: 128 }`). */
export type AvatarSize = number | { xs: number; sm: number }

type Props = {
  /** What the colour derives from: the user's id; a group passes a seed of its own. */
  seed: number | string | null
  /** The name as the interface shows it next to the picture; its initials stand in for a photo. */
  name: string | null | undefined
  src?: string | null
  size?: AvatarSize
  /**
   * The name is written beside it (the usual case), so screen readers skip the picture; set it to
   * false where the avatar stands alone and the name is its accessible name.
   */
  decorative?: boolean
  /** Extra styles of the place (a border on the profile header). */
  sx?: SxProps<Theme>
}

const scaled = (size: AvatarSize, ratio: number) =>
  typeof size === 'number' ? Math.round(size * ratio) : { xs: size.xs * ratio, sm: size.sm * ratio }

/**
 * One picture of a person everywhere: the photo when there is one, else the initials of the name
 * on the person's own colour, so the profile, a comment and the chat list show the same face.
 */
export const UserAvatar = ({ seed, name, src, size = 40, decorative = true, sx }: Props) => {
  const initials = initialsOf(name)
  const label = name?.trim() || undefined
  const named = !decorative && label !== undefined
  return (
    <Avatar
      src={src ?? undefined}
      alt=""
      role={named ? 'img' : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
      sx={[
        {
          width: size,
          height: size,
          fontSize: scaled(size, 0.4),
          fontWeight: 600,
          color: AVATAR_TEXT_COLOR,
          bgcolor: seed === null ? 'grey.600' : avatarColor(seed),
          flexShrink: 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials || undefined}
    </Avatar>
  )
}
