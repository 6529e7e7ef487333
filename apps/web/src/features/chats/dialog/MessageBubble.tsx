import MoreVert from '@mui/icons-material/MoreVert'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ChatMessage, type ChatUser, MessageType } from '@nauka/contracts'
import { type Ref, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '../../../shared/avatar/UserAvatar'
import { LinkifiedText } from '../../../shared/LinkifiedText'
import { nameOf } from '../../../shared/names'
import { profilePath } from '../../../shared/paths'
import { RouterLink } from '../../../shared/RouterLink'
import { Timestamp } from '../../../shared/time/Timestamp'
import { callWording } from '../../calls/callMessages'
import { MessageListingCard } from '../../marketplace/MessageListingCard'
import { EditMessageForm } from './EditMessageForm'
import { CallNoticeItem, useCallReader } from './MessageBubbleCall'
import { MessageFiles } from './MessageFiles'
import { ReadMark } from './ReadMark'
import { contactUserId, systemText } from './wording'

type Props = {
  message: ChatMessage
  mine: boolean
  /** Groups show who wrote each message of others. */
  showAuthor: boolean
  members: ReadonlyMap<number, ChatUser>
  canEdit: boolean
  canDelete: boolean
  editing: boolean
  highlighted: boolean
  onEdit: () => void
  onCancelEdit: () => void
  onSaveEdit: (text: string) => Promise<void>
  onDelete: () => void
  elementRef: Ref<HTMLLIElement>
}

/** A contact message: a card linking to the person's profile. */
const ContactCard = ({ userId, members }: { userId: number; members: ReadonlyMap<number, ChatUser> }) => {
  const { t } = useTranslation()
  const user = members.get(userId)
  return (
    <RouterLink to={profilePath(userId)} underline="none" color="inherit">
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <UserAvatar seed={userId} name={user ? nameOf(user, '') : null} src={user?.image} size={32} />
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('chatDialog.contact.title')}
          </Typography>
          <Typography>
            {user ? nameOf(user, t('chatDialog.unknownUser')) : t('chatDialog.contact.open')}
          </Typography>
        </Box>
      </Stack>
    </RouterLink>
  )
}

/** One message of the dialog: own on the right, others' on the left, system messages centred. */
export const MessageBubble = (props: Props) => {
  const { message, mine, showAuthor, members, editing, highlighted, elementRef } = props
  const { t } = useTranslation()
  const [menu, setMenu] = useState<HTMLElement | null>(null)
  const common = { ref: elementRef, 'data-message-id': message.id, id: `message-${message.id}` }
  const call = callWording(t, message, useCallReader(members))
  if (call) return <CallNoticeItem message={message} wording={call} elementRef={elementRef} />
  if (message.type === MessageType.SystemMessage) {
    return (
      <Box component="li" {...common} sx={{ listStyle: 'none', textAlign: 'center', my: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {message.system ? systemText(t, message.system, members) : message.text}
        </Typography>
      </Box>
    )
  }
  const author = message.ownerId === null ? undefined : members.get(message.ownerId)
  const contactId = message.type === MessageType.SentContact ? contactUserId(message.text) : null
  return (
    <Box
      component="li"
      {...common}
      sx={{
        listStyle: 'none',
        display: 'flex',
        justifyContent: mine ? 'flex-end' : 'flex-start',
        gap: 1,
        my: 0.5,
      }}
    >
      {showAuthor && (
        <UserAvatar
          seed={message.ownerId}
          name={author ? nameOf(author, '') : null}
          src={author?.image}
          size={32}
        />
      )}
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '70%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          // primary.main is the theme's text-safe shade: white on it reads at 5:1 (primary.light does not).
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          outline: highlighted ? 2 : 0,
          outlineColor: 'warning.main',
          minWidth: 0,
        }}
      >
        {showAuthor && (
          <Typography variant="caption" fontWeight={600} component="div">
            {nameOf(author, t('chatDialog.unknownUser'))}
          </Typography>
        )}
        {message.listing && !editing && <MessageListingCard listing={message.listing} />}
        {editing ? (
          <EditMessageForm
            initial={message.text ?? ''}
            onSave={props.onSaveEdit}
            onCancel={props.onCancelEdit}
          />
        ) : contactId !== null ? (
          <ContactCard userId={contactId} members={members} />
        ) : (
          message.text && (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <LinkifiedText text={message.text} linkColor={mine ? 'inherit' : 'primary'} />
            </Typography>
          )
        )}
        <MessageFiles files={message.files} voice={message.type === MessageType.VoiceMessage} />
        <Stack direction="row" spacing={0.5} alignItems="center" justifyContent="flex-end">
          {message.updatedAt && <Typography variant="caption">{t('chatDialog.edited')}</Typography>}
          <Typography variant="caption">
            <Timestamp value={message.createdAt} variant="clock" />
          </Typography>
          {mine && <ReadMark status={message.read} />}
          {(props.canEdit || props.canDelete) && !editing && (
            <IconButton
              size="small"
              color="inherit"
              aria-label={t('chatDialog.actions')}
              onClick={(event) => setMenu(event.currentTarget)}
            >
              <MoreVert fontSize="inherit" />
            </IconButton>
          )}
        </Stack>
      </Box>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)} disableRestoreFocus>
        {props.canEdit && (
          <MenuItem
            onClick={() => {
              setMenu(null)
              props.onEdit()
            }}
          >
            {t('chatDialog.edit.action')}
          </MenuItem>
        )}
        {props.canDelete && (
          <MenuItem
            onClick={() => {
              setMenu(null)
              props.onDelete()
            }}
          >
            {t('chatDialog.delete.action')}
          </MenuItem>
        )}
      </Menu>
    </Box>
  )
}
