import ForumOutlined from '@mui/icons-material/ForumOutlined'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import { ChatListFilter, type Dialog } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { EmptyState } from '../../shared/EmptyState'
import { InfiniteList } from '../../shared/InfiniteList'
import { ChatListItem } from './ChatListItem'
import { useChatStore } from './chat.store'
import { useDialogs } from './chats.queries'
import { dialogsOfPages, dialogTitle, filterDialogs } from './model'

const FILTERS: readonly ChatListFilter[] = [ChatListFilter.All, ChatListFilter.Group, ChatListFilter.Unread]

const ListSkeleton = () => (
  <Box aria-hidden sx={{ p: 2, display: 'grid', gap: 2 }}>
    {[0, 1, 2, 3].map((i) => (
      <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Skeleton variant="circular" width={44} height={44} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="60%" />
          <Skeleton width="85%" />
        </Box>
      </Box>
    ))}
  </Box>
)

/** SPEC 2: the chat list with its filters (all, groups, unread), its search, and paging. */
export const ChatList = () => {
  const { t } = useTranslation()
  const { filter, search, setFilter, setSearch, selectedDialogId } = useChatStore()
  const dialogs = useDialogs()
  const all = dialogsOfPages(dialogs.data?.pages ?? [])
  const titleOf = (d: Dialog) => dialogTitle(d, t('chats.noName'))
  const shown = filterDialogs(all, filter, search, titleOf)
  const filtered = filter !== ChatListFilter.All || search.trim() !== ''
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ px: 1.5, pt: 1.5 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={t('chats.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Box>
      <Tabs
        value={filter}
        onChange={(_e, value: ChatListFilter) => setFilter(value)}
        variant="fullWidth"
        aria-label={t('chats.filters')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {FILTERS.map((f) => (
          <Tab key={f} value={f} label={t(`chats.filter.${f}`)} sx={{ minWidth: 0, px: 1 }} />
        ))}
      </Tabs>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        <InfiniteList
          items={shown}
          getKey={(d) => d.dialogId}
          renderItem={(d) => <ChatListItem dialog={d} selected={d.dialogId === selectedDialogId} />}
          hasMore={dialogs.hasNextPage}
          loading={dialogs.isFetchingNextPage}
          onLoadMore={() => void dialogs.fetchNextPage()}
          skeleton={<ListSkeleton />}
          initialLoading={dialogs.isPending}
          empty={
            <EmptyState
              icon={<ForumOutlined />}
              title={filtered ? t('chats.emptyFiltered.title') : t('chats.empty.title')}
              hint={filtered ? t('chats.emptyFiltered.hint') : t('chats.empty.hint')}
            />
          }
          error={dialogs.error ? messageText(t, failureMessage(dialogs.error)) : null}
          errorCause={dialogs.error}
          onRetry={() => void dialogs.refetch()}
          label={t('chats.listLabel')}
        />
      </Box>
    </Box>
  )
}
