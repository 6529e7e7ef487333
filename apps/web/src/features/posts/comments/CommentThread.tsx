import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { CommentView } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../../api/errorText'
import { RequestIdNote } from '../../../shared/RequestIdNote'
import { CommentBranch } from './CommentBranch'
import { CommentItem } from './CommentItem'
import type { useCommentList } from './comments.queries'
import { useThread } from './thread-context'

type Props = { list: ReturnType<typeof useCommentList> }

const listSx = { listStyle: 'none', m: 0, p: 0 } as const

const ThreadSkeleton = () => (
  <Stack spacing={2} sx={{ py: 1 }} aria-hidden>
    {[0, 1, 2].map((row) => (
      <Stack key={row} direction="row" spacing={1.5}>
        <Skeleton variant="circular" width={36} height={36} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="30%" />
          <Skeleton width="90%" />
        </Box>
      </Stack>
    ))}
  </Stack>
)

/**
 * The comments of a post in the reader's view: a tree of branches, first-level comments with
 * their replies flat below (second level), or one flat list (linear); 10 a page with "Show more".
 */
export const CommentThread = ({ list }: Props) => {
  const { t } = useTranslation()
  const { view } = useThread()
  const items = list.data?.pages.flatMap((page) => page.elements) ?? []

  if (list.isPending) {
    return (
      <Box role="status" aria-label={t('comments.loading')}>
        <ThreadSkeleton />
      </Box>
    )
  }
  if (list.isError && items.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {messageText(t, failureMessage(list.error))}
        <RequestIdNote cause={list.error} />
      </Alert>
    )
  }
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('comments.empty')}
      </Typography>
    )
  }
  return (
    <>
      <Box
        component="ul"
        sx={listSx}
        aria-label={t('comments.list')}
        aria-busy={list.isFetching}
        data-view={view}
      >
        {items.map((comment) => (
          <Box component="li" key={comment.id} sx={listSx}>
            {view === CommentView.Linear ? (
              <CommentItem comment={comment} depth={0} />
            ) : (
              <CommentBranch comment={comment} depth={0} />
            )}
          </Box>
        ))}
      </Box>
      {list.hasNextPage && (
        <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ mt: 1 }}>
          {t('comments.more')}
        </Button>
      )}
    </>
  )
}
