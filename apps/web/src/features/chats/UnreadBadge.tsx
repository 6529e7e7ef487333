import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

const MAX = 99

/**
 * The chats icon of the navigation with the number of unread messages. Only a picture: the link
 * names the count in words (`unreadLabel`). The number is drawn by CSS rather than written as text,
 * because axe reads even hidden text as the link's visible text, which its words would then not
 * contain (label-content-name-mismatch).
 */
export const UnreadBadge = ({ total, children }: { total: number; children: ReactNode }) => (
  <Badge
    invisible={total <= 0}
    badgeContent={
      total > 0 ? (
        <Box
          component="span"
          aria-hidden
          data-count={total > MAX ? `${MAX}+` : String(total)}
          sx={{ '&::after': { content: 'attr(data-count)' } }}
        />
      ) : null
    }
    slotProps={{ badge: { 'aria-hidden': true } }}
    // One red for both schemes: the dark scheme's error.main carries white text at only 3.7:1.
    sx={{ '& .MuiBadge-badge': { bgcolor: '#c62828', color: '#ffffff' } }}
  >
    {children}
  </Badge>
)
