import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RetryAlert } from './RetryAlert'

/** What a TanStack query (plain or infinite) tells about its load. */
export type LoadingQuery<T> = {
  isError: boolean
  error: unknown
  data: T | undefined
  refetch: () => unknown
}

type Labels = {
  /** The spinner's name while the first load runs ("Loading…" when left out). */
  loadingLabel?: string | undefined
  /** The words of a failed load the error catalogue does not name. */
  errorKey?: string | undefined
}

/** Why the load failed (SPEC 8 catalogue), with a button to try again. */
const Failure = ({ query, errorKey }: Labels & { query: LoadingQuery<unknown> }) => (
  <RetryAlert
    error={query.error}
    onRetry={() => void query.refetch()}
    fallbackKey={errorKey}
    sx={{ mb: 1 }}
  />
)

/** While a query has nothing to show: a spinner, or why it failed with a button to try again. */
export const QueryPlaceholder = ({
  query,
  loadingLabel,
  errorKey,
}: Labels & { query: LoadingQuery<unknown> }) => {
  const { t } = useTranslation()
  if (query.isError) return <Failure query={query} errorKey={errorKey} />
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', p: 3 }}>
      <CircularProgress aria-label={loadingLabel ?? t('app.loading')} />
    </Box>
  )
}

type Props<T> = Labels & {
  query: LoadingQuery<T>
  /** Whether what loaded holds nothing: `empty` shows instead of the content. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  /** The content, once loaded (a list, a form). */
  children: (data: T) => ReactNode
}

/**
 * The designed states of something loaded (CONVENTIONS: loading, empty and error are not
 * forgotten): a spinner while it loads, why it failed with a button to try again, the empty state,
 * else the content. Dialogs and panels that show one query put it inside their frame.
 */
export const QueryContent = <T,>({ query, isEmpty, empty, children, ...labels }: Props<T>) => {
  if (query.data === undefined) return <QueryPlaceholder query={query} {...labels} />
  const content = isEmpty?.(query.data) ? empty : children(query.data)
  // A later load that failed (a refresh, the next page) is told above what had loaded, which stays.
  return query.isError ? (
    <>
      <Failure query={query} errorKey={labels.errorKey} />
      {content}
    </>
  ) : (
    content
  )
}
