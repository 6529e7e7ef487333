import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import List from '@mui/material/List'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { SavedSearch } from '@nauka/contracts'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { RetryAlert } from '../../../shared/RetryAlert'

type Props = {
  title: string
  /** Said when the list holds nothing. */
  emptyText: string
  /** A button beside the heading (clear history). */
  action?: ReactNode
  searches: SavedSearch[]
  isPending: boolean
  error: unknown
  onRetry: () => void
  hasMore: boolean
  loadingMore: boolean
  onMore: () => void
  renderRow: (search: SavedSearch) => ReactNode
}

/** One list of the panel with its heading and its loading, error, empty and "show more" states. */
export const SavedListSection = ({
  title,
  emptyText,
  action,
  searches,
  isPending,
  error,
  onRetry,
  hasMore,
  loadingMore,
  onMore,
  renderRow,
}: Props) => {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 40 }}
      >
        <Typography id={headingId} variant="h3" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {isPending ? (
        <CircularProgress size={24} aria-label={t('app.loading')} sx={{ m: 1 }} />
      ) : error && searches.length === 0 ? (
        <RetryAlert error={error} onRetry={onRetry} />
      ) : searches.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {emptyText}
        </Typography>
      ) : (
        <List dense aria-labelledby={headingId} disablePadding>
          {searches.map(renderRow)}
        </List>
      )}
      {hasMore && (
        <Button onClick={onMore} disabled={loadingMore} size="small">
          {t('common.showMore')}
        </Button>
      )}
    </Box>
  )
}
