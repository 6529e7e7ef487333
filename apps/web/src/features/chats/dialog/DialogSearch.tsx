import Close from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { CHAT_LIMITS } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../../api/errorText'
import { RequestIdNote } from '../../../shared/RequestIdNote'
import { Timestamp } from '../../../shared/time/Timestamp'
import { useDebouncedValue } from '../../../shared/useDebouncedValue'
import { useMessageSearch } from './dialog.queries'

type Props = { dialogId: number; onJump: (messageId: number) => void; onClose: () => void }

/** SPEC 2: search in the dialog; a result jumps to its message in the thread. */
export const DialogSearch = ({ dialogId, onJump, onClose }: Props) => {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const query = useDebouncedValue(text.trim(), 300)
  const search = useMessageSearch(dialogId, query)
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', p: 1, maxHeight: '40%', overflowY: 'auto' }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          autoFocus
          fullWidth
          size="small"
          type="search"
          label={t('chatDialog.search.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onClose()}
          slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.searchTextMax } }}
        />
        <IconButton aria-label={t('chatDialog.search.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      {search.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {messageText(t, failureMessage(search.error))}
          <RequestIdNote cause={search.error} />
        </Alert>
      )}
      {search.data && search.data.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('chatDialog.search.none')}
        </Typography>
      )}
      {search.data && search.data.length > 0 && (
        <List dense aria-label={t('chatDialog.search.results')}>
          {search.data.map((message) => (
            <ListItemButton key={message.id} onClick={() => onJump(message.id)}>
              <ListItemText primary={message.text} secondary={<Timestamp value={message.createdAt} />} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  )
}
