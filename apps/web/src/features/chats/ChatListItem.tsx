import Call from '@mui/icons-material/Call'
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined'
import PushPinOutlined from '@mui/icons-material/PushPinOutlined'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import ListItemButton from '@mui/material/ListItemButton'
import Typography from '@mui/material/Typography'
import { type Dialog, DialogType } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink } from 'react-router'
import { UserAvatar } from '../../shared/avatar/UserAvatar'
import { chatPath } from '../../shared/paths'
import { Timestamp } from '../../shared/time/Timestamp'
import { visuallyHidden } from '../../shared/visuallyHidden'
import { ChatMenu } from './ChatMenu'
import { membersOf } from './dialog/wording'
import { messagePreview } from './lastMessage'
import { dialogAvatarSeed, dialogImage, dialogTitle } from './model'

type Props = { dialog: Dialog; selected: boolean }

/**
 * One dialog of the list: picture, title, latest message, time, unread count, call, pin and mute
 * marks.
 * The link is named by what it shows (no aria-label that would leave its visible text out), the
 * unread count in words.
 */
export const ChatListItem = ({ dialog, selected }: Props) => {
  const { t } = useTranslation()
  const title = dialogTitle(dialog, t('chats.noName'))
  const online = dialog.dialogType === DialogType.Chat && dialog.status?.isOnline === true
  const unread = dialog.unreadMessages
  const preview = dialog.isDeleted
    ? t('chats.deleted')
    : messagePreview(t, dialog.lastMessage, membersOf(dialog))
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
      <ListItemButton
        component={RoutedLink}
        to={chatPath(dialog.dialogId)}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        data-testid="chat-list-item"
        sx={{ gap: 1.5, py: 1.25, minWidth: 0 }}
      >
        <Badge
          overlap="circular"
          variant="dot"
          color="success"
          invisible={!online}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <UserAvatar
            seed={dialogAvatarSeed(dialog)}
            name={dialogTitle(dialog, '')}
            src={dialogImage(dialog)}
            size={44}
          />
        </Badge>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography component="span" noWrap sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
              {title}
            </Typography>
            {dialog.activeCall && (
              <Call fontSize="inherit" titleAccess={t('chats.callInProgress')} color="success" />
            )}
            {dialog.isPinned && (
              <PushPinOutlined fontSize="inherit" titleAccess={t('chats.pinned')} color="action" />
            )}
            {dialog.notificationsDisable && (
              <NotificationsOffOutlined fontSize="inherit" titleAccess={t('chats.muted')} color="action" />
            )}
            {dialog.lastMessage && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                <Timestamp value={dialog.lastMessage.createdAt} relativeStyle="short" />
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>
              {preview}
            </Typography>
            {unread > 0 && (
              <Box
                component="span"
                aria-hidden
                sx={{
                  minWidth: 22,
                  px: 0.75,
                  borderRadius: 11,
                  bgcolor: dialog.notificationsDisable ? 'grey.600' : 'primary.main',
                  color: 'primary.contrastText',
                  fontSize: 12,
                  fontWeight: 700,
                  lineHeight: '22px',
                  textAlign: 'center',
                }}
              >
                {unread > 99 ? '99+' : unread}
              </Box>
            )}
            {unread > 0 && (
              <Box component="span" sx={visuallyHidden}>
                {t('chats.unreadCount', { count: unread })}
              </Box>
            )}
          </Box>
        </Box>
      </ListItemButton>
      <ChatMenu dialog={dialog} title={title} />
    </Box>
  )
}
