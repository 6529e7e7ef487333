import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined'
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import type { SearchHit } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { EmptyState } from '../../shared/EmptyState'
import { InfiniteList } from '../../shared/InfiniteList'
import { currentLocale } from '../../shared/locale'
import { fullDateTime } from '../../shared/time/format'
import { SearchHitCard } from './SearchHitCard'
import { SearchSkeleton } from './SearchSkeleton'

/** What the list needs of the search query (or of the kept last search, offline). */
export type ResultsView = {
  hits: readonly SearchHit[]
  loading: boolean
  /** The previous search's results show while this one loads. */
  refreshing: boolean
  loadingMore: boolean
  hasMore: boolean
  error: unknown
  loadMore: () => void
  retry: () => void
  /** Offline: when the shown results were loaded; null online. */
  savedAt: number | null
  /** Offline with nothing kept. */
  unavailable: boolean
}

/** The results of one kind: skeleton, error with retry, "nothing found", or the list by pages of 10. */
export const SearchResults = ({ view, label }: { view: ResultsView; label: string }) => {
  const { t, i18n } = useTranslation()
  if (view.unavailable)
    return (
      <EmptyState
        icon={<CloudOffOutlined />}
        title={t('offline.noConnection')}
        hint={t('search.offline.none')}
      />
    )
  return (
    <>
      {view.savedAt !== null && (
        <Alert severity="info" role="status" icon={<CloudOffOutlined />} sx={{ borderRadius: 0 }}>
          {t('search.offline.saved', { time: fullDateTime(view.savedAt, currentLocale(i18n.language)) })}
        </Alert>
      )}
      {view.refreshing && <LinearProgress aria-label={t('app.loading')} />}
      <InfiniteList
        items={view.hits}
        getKey={(hit) => `${hit.kind}:${hit.id}`}
        renderItem={(hit) => <SearchHitCard hit={hit} />}
        hasMore={view.hasMore}
        loading={view.loadingMore}
        onLoadMore={view.loadMore}
        skeleton={<SearchSkeleton />}
        initialLoading={view.loading}
        empty={
          <EmptyState
            icon={<SearchOffOutlined />}
            title={t('search.none.title')}
            hint={t('search.none.hint')}
          />
        }
        error={view.error ? messageText(t, failureMessage(view.error)) : null}
        errorCause={view.error}
        onRetry={view.retry}
        label={label}
      />
    </>
  )
}
