import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import List from '@mui/material/List'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RequestIdNote } from './RequestIdNote'
import { useInfiniteScroll } from './useInfiniteScroll'
import { useProgressiveItems } from './useProgressiveItems'

type Props<T> = {
  items: readonly T[]
  getKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  /** The server said more pages exist (SPEC 9: a full page signals more). */
  hasMore: boolean
  /** A page is being fetched. */
  loading: boolean
  onLoadMore: () => void
  /** The first page is being fetched: the caller's skeleton shows. */
  skeleton: ReactNode
  initialLoading: boolean
  empty: ReactNode
  error: string | null
  /** What the failed load threw: the request's id to report shows under a failure of the server. */
  errorCause?: unknown
  onRetry: () => void
  label: string
  /** How many items render at first and with each step as the end comes near (PROGRESSIVE_BATCH). */
  batch?: number
}

/**
 * A list that loads its next page when its end scrolls into view. The end also offers a button,
 * for keyboards, and for browsers without IntersectionObserver. A long list renders a few items
 * first and more as its end comes near (useProgressiveItems); only with all of them rendered does
 * the end load the next page.
 */
export const InfiniteList = <T,>(props: Props<T>) => {
  const { t } = useTranslation()
  const { items, initialLoading, skeleton, empty, error, errorCause, onRetry } = props
  if (initialLoading) return <>{skeleton}</>
  if (error && items.length === 0) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      >
        {error}
        <RequestIdNote cause={errorCause} />
      </Alert>
    )
  }
  if (items.length === 0) return <>{empty}</>
  return <LoadedList {...props} />
}

/** The items, once there are some: the progressive window starts with the first of them. */
const LoadedList = <T,>({
  items,
  getKey,
  renderItem,
  hasMore,
  loading,
  onLoadMore,
  error,
  errorCause,
  onRetry,
  label,
  batch,
}: Props<T>) => {
  const { t } = useTranslation()
  const { shown, hidden, revealMore } = useProgressiveItems(items, getKey, batch)
  const canLoad = hasMore && !loading && !error
  const more = hidden > 0 ? revealMore : canLoad ? onLoadMore : null
  const sentinel = useInfiniteScroll(more ?? onLoadMore, more !== null)

  return (
    <>
      <List aria-label={label} aria-busy={loading} disablePadding>
        {shown.map((item) => (
          <Box component="li" key={getKey(item)} sx={{ listStyle: 'none' }}>
            {renderItem(item)}
          </Box>
        ))}
      </List>
      {error && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          }
        >
          {error}
          <RequestIdNote cause={errorCause} />
        </Alert>
      )}
      {loading && (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', p: 2 }}>
          <CircularProgress size={24} aria-label={t('app.loading')} />
        </Box>
      )}
      {/* The watched end is mounted anew after each batch and each page, so one that leaves it in
          view brings the next; the button beside it stays, keeping the keyboard's focus. */}
      {more && <Box key={shown.length} ref={sentinel} sx={{ height: '1px' }} />}
      {more && (
        <Box sx={{ display: 'grid', placeItems: 'center', p: 1.5 }}>
          <Button onClick={more}>{t('common.showMore')}</Button>
        </Box>
      )}
    </>
  )
}
