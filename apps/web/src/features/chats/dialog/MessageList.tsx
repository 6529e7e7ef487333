import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ChatMessage } from '@nauka/contracts'
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { messageText } from '../../../api/errorText'
import { currentLocale } from '../../../shared/locale'
import { RequestIdNote } from '../../../shared/RequestIdNote'
import { dayHeading } from '../../../shared/time/format'
import { useNow } from '../../../shared/time/now'
import { useInfiniteScroll } from '../../../shared/useInfiniteScroll'
import { groupByDay, type Outgoing } from './model'
import { ReadMark } from './ReadMark'

type Props = {
  messages: readonly ChatMessage[]
  outgoing: readonly Outgoing[]
  renderMessage: (message: ChatMessage) => ReactNode
  hasOlder: boolean
  loadingOlder: boolean
  onLoadOlder: () => void
  onRetry: (clientId: string) => void
  onDiscard: (clientId: string) => void
}

/** A day separator: today, yesterday or the date, in the reader's language. */
const DaySeparator = ({ day }: { day: string }) => {
  const { i18n } = useTranslation()
  const text = dayHeading(day, currentLocale(i18n.language), useNow())
  return (
    <Box component="li" sx={{ listStyle: 'none', my: 1 }}>
      <Divider aria-label={text}>
        <Typography variant="caption" color="text.secondary">
          {text}
        </Typography>
      </Divider>
    </Box>
  )
}

/** A message on its way: pending until the acknowledgement, or failed with retry and drop. */
const OutgoingItem = ({
  item,
  onRetry,
  onDiscard,
}: {
  item: Outgoing
  onRetry: () => void
  onDiscard: () => void
}) => {
  const { t } = useTranslation()
  const text = item.text || item.fileNames.join(', ') || t('chatDialog.voice.label')
  return (
    <Box
      component="li"
      data-client-id={item.clientId}
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', my: 0.5 }}
    >
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '70%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          // A pending message looks like a sent one but carries the clock mark (and no time yet).
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
        {item.status === 'pending' && (
          <Stack direction="row" justifyContent="flex-end">
            <ReadMark status="pending" />
          </Stack>
        )}
      </Box>
      {item.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ mt: 0.5 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('chatDialog.send.retry')}
              </Button>
              <Button color="inherit" size="small" onClick={onDiscard}>
                {t('chatDialog.send.discard')}
              </Button>
            </Stack>
          }
        >
          {t('chatDialog.send.failed', { reason: item.error ? messageText(t, item.error) : '' })}
          <RequestIdNote message={item.error} />
        </Alert>
      )}
    </Box>
  )
}

/**
 * The thread, oldest at the top: older pages load when the top comes into view (SPEC 5 stops at
 * the first message); the view follows new messages and keeps its place when older ones arrive.
 */
export const MessageList = (props: Props) => {
  const { messages, outgoing, hasOlder, loadingOlder, onLoadOlder } = props
  const { t } = useTranslation()
  const scroller = useRef<HTMLDivElement>(null)
  const before = useRef({ oldest: 0, newest: 0, height: 0, pending: 0 })
  const topRef = useInfiniteScroll(onLoadOlder, hasOlder && !loadingOlder)

  const oldest = messages[0]?.id ?? 0
  const newest = messages.at(-1)?.id ?? 0
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const was = before.current
    if (was.oldest !== 0 && oldest < was.oldest && newest === was.newest) {
      // Older messages came in above: the reader keeps looking at the same message.
      element.scrollTop += element.scrollHeight - was.height
    } else if (newest !== was.newest || outgoing.length > was.pending) {
      element.scrollTop = element.scrollHeight
    }
    before.current = { oldest, newest, height: element.scrollHeight, pending: outgoing.length }
  }, [oldest, newest, outgoing.length])

  return (
    <Box ref={scroller} sx={{ flex: 1, overflowY: 'auto', px: { xs: 1, sm: 2 }, py: 1 }}>
      {hasOlder && (
        <Box ref={topRef} sx={{ textAlign: 'center', py: 1 }}>
          {loadingOlder ? (
            <CircularProgress size={24} aria-label={t('chatDialog.loading')} />
          ) : (
            <Button size="small" onClick={onLoadOlder}>
              {t('chatDialog.loadOlder')}
            </Button>
          )}
        </Box>
      )}
      {messages.length === 0 && outgoing.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
          {t('chatDialog.empty')}
        </Typography>
      )}
      <Box component="ol" aria-label={t('chatDialog.messages')} sx={{ m: 0, p: 0 }}>
        {groupByDay(messages).flatMap((group) => [
          <DaySeparator key={`day-${group.day}-${group.messages[0]?.id}`} day={group.day} />,
          ...group.messages.map(props.renderMessage),
        ])}
        {outgoing.map((item) => (
          <OutgoingItem
            key={item.clientId}
            item={item}
            onRetry={() => props.onRetry(item.clientId)}
            onDiscard={() => props.onDiscard(item.clientId)}
          />
        ))}
      </Box>
    </Box>
  )
}
