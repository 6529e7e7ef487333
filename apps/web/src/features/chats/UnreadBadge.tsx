import Badge from '@mui/material/Badge'
import type { ReactNode } from 'react'

/**
 * The chats icon of the navigation with the number of unread messages. Only a picture: the link
 * names the count in words (`unreadLabel`), so the badge is hidden from screen readers.
 */
export const UnreadBadge = ({ total, children }: { total: number; children: ReactNode }) => (
  <Badge
    badgeContent={total}
    max={99}
    slotProps={{ badge: { 'aria-hidden': true } }}
    // One red for both schemes: the dark scheme's error.main carries white text at only 3.7:1.
    sx={{ '& .MuiBadge-badge': { bgcolor: '#c62828', color: '#ffffff' } }}
  >
    {children}
  </Badge>
)
