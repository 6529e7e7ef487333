import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import List from '@mui/material/List'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { Locale, UserSearchResult } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { UserAvatar } from '../../shared/avatar/UserAvatar'
import { interfaceLocale, personName } from '../../shared/names'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { useDebouncedValue } from '../../shared/useDebouncedValue'
import { useUserSearch } from './chats.queries'

type Props = {
  /** Leaves out this group's members (SPEC 5); the server always leaves out the reader. */
  dialogId: number | null
  /** People already picked in the form. */
  exclude: readonly number[]
  onPick: (user: UserSearchResult) => void
  disabled?: boolean
}

export const userName = (
  user: Pick<UserSearchResult, 'fullName' | 'fullNameEn' | 'nickname'>,
  fallback: string,
  locale: Locale = interfaceLocale(),
) => personName(user, locale) || user.nickname?.trim() || fallback

/** SPEC 5, 7: finds people by name or nickname (`/users/search`) and offers them to pick. */
export const UserPicker = ({ dialogId, exclude, onPick, disabled = false }: Props) => {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const settled = useDebouncedValue(text.trim())
  const search = useUserSearch(settled, dialogId, !disabled)
  const found = (search.data ?? []).filter((user) => !exclude.includes(user.id))
  return (
    <Box>
      <TextField
        label={t('chats.people.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        size="small"
        disabled={disabled}
        autoComplete="off"
      />
      {search.isFetching && (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', p: 1 }}>
          <CircularProgress size={20} aria-label={t('app.loading')} />
        </Box>
      )}
      {search.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {messageText(t, failureMessage(search.error))}
          <RequestIdNote cause={search.error} />
        </Alert>
      )}
      {search.isSuccess && found.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 1 }}>
          {t('chats.people.none')}
        </Typography>
      )}
      <List dense aria-label={t('chats.people.results')} sx={{ maxHeight: 240, overflowY: 'auto' }}>
        {found.map((user) => {
          const name = userName(user, t('chats.noName'))
          return (
            <li key={user.id}>
              <ListItemButton onClick={() => onPick(user)} disabled={disabled} data-testid="chat-user-option">
                <ListItemAvatar>
                  <UserAvatar seed={user.id} name={userName(user, '')} src={user.image} size={40} />
                </ListItemAvatar>
                <ListItemText
                  primary={name}
                  secondary={user.status.isOnline ? t('chats.online') : (user.nickname ?? undefined)}
                />
              </ListItemButton>
            </li>
          )
        })}
      </List>
    </Box>
  )
}
