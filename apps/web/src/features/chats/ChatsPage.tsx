import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined'
import ForumOutlined from '@mui/icons-material/ForumOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { UNKNOWN_CHAT_COUNT } from '@nauka/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { EmptyState } from '../../shared/EmptyState'
import { PATHS } from '../../shared/paths'
import { useDocumentTitle } from '../../shared/useDocumentTitle'
import { visuallyHidden } from '../../shared/visuallyHidden'
import { useLayoutPlan } from '../layout/useLayoutPlan'
import { ChatList } from './ChatList'
import { useChatStore } from './chat.store'
import { changeCachedDialogs, useDialogs } from './chats.queries'
import { ChatDialog } from './dialog/ChatDialog'
import { clearUnread } from './model'
import { NewChatDialog } from './NewChatDialog'

const parseDialogId = (value: string | undefined): number | null =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null

/** What fills the rest of the window (the layout gives chat pages its height): list and dialog scroll themselves. */
const FILL = { flex: 1, minHeight: 0, display: 'flex' } as const

/**
 * /chats and /chats/:dialogId (SPEC 2): the dialog list beside the open dialog. Below the mobile
 * breakpoint (768 px) they are two screens: the list, or the dialog with a back button.
 * The route is the source of the selection; the store mirrors it for toasts and read marks.
 */
export const ChatsPage = () => {
  const { t } = useTranslation()
  // SPEC 9: below the 768 px breakpoint the phone variant shows, as the whole layout does.
  const phone = useLayoutPlan().mobile
  const navigate = useNavigate()
  const client = useQueryClient()
  const dialogId = parseDialogId(useParams().dialogId)
  const selected = useChatStore((s) => s.selectedDialogId)
  const select = useChatStore((s) => s.select)
  const [creating, setCreating] = useState(false)
  const dialogs = useDialogs()
  // SPEC 9: until the first page answers, the count is unknown (9999) and is not shown.
  const count = dialogs.data?.pages[0]?.count ?? UNKNOWN_CHAT_COUNT
  const title = t('chats.title')
  useDocumentTitle(title)

  useEffect(() => () => select(null), [select])
  useEffect(() => {
    select(dialogId)
    if (dialogId !== null) changeCachedDialogs(client, (list) => clearUnread(list, dialogId))
  }, [dialogId, select, client])

  // A dialog taken away while open (deleted, left, removed from) leaves the route too (SPEC 4).
  const wasSelected = useRef<number | null>(null)
  useEffect(() => {
    if (selected === null && dialogId !== null && wasSelected.current === dialogId) {
      navigate(PATHS.chats, { replace: true })
    }
    wasSelected.current = selected
  }, [selected, dialogId, navigate])

  const back = () => navigate(PATHS.chats)
  if (phone && dialogId !== null) {
    return (
      <Box sx={{ ...FILL, flexDirection: 'column' }}>
        <Typography variant="h1" sx={visuallyHidden}>
          {title}
        </Typography>
        <ChatDialog key={dialogId} dialogId={dialogId} onBack={back} />
      </Box>
    )
  }

  const newChat = (
    <Button variant="contained" startIcon={<AddCommentOutlined />} onClick={() => setCreating(true)}>
      {t('chats.create.open')}
    </Button>
  )
  return (
    <Stack spacing={2} sx={{ ...FILL, flexDirection: 'column' }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2}>
        <Typography variant="h1">
          {count === UNKNOWN_CHAT_COUNT ? title : t('chats.titleCount', { count })}
        </Typography>
        {newChat}
      </Stack>
      {/* The card clips its panes to its rounded corners. */}
      <Paper variant="outlined" data-testid="chat-card" sx={{ ...FILL, borderRadius: 3, overflow: 'hidden' }}>
        <Box
          component="nav"
          aria-label={t('chats.listLabel')}
          sx={{
            width: { xs: '100%', sm: 300 },
            flexShrink: 0,
            borderRight: { sm: 1 },
            borderColor: { sm: 'divider' },
          }}
        >
          <ChatList />
        </Box>
        {!phone && (
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex' }}>
            {dialogId === null ? (
              <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
                <EmptyState
                  icon={<ForumOutlined />}
                  title={t('chats.select.title')}
                  hint={t('chats.select.hint')}
                />
              </Box>
            ) : (
              <ChatDialog key={dialogId} dialogId={dialogId} />
            )}
          </Box>
        )}
      </Paper>
      <NewChatDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  )
}
