import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { SavedSearch } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { refusalMessage } from '../../../api/errorText'
import { ConfirmDialog } from '../../../shared/ConfirmDialog'
import { useFailureToast } from '../../../shared/toasts/useFailureToast'
import { useAuthStore } from '../../auth/auth.store'
import { HistoryRow } from './HistoryRow'
import { KeptSearchRow } from './KeptSearchRow'
import { historyOf, savedSearchLabel } from './model'
import { NewResultsDialog } from './NewResultsDialog'
import { RenameDialog } from './RenameDialog'
import { SavedListSection } from './SavedListSection'
import {
  useClearHistory,
  useRemoveSavedSearch,
  useSavedSearchList,
  useUpdateSavedSearch,
} from './savedSearch.queries'

/** What a row asked to open: one dialog at a time. */
type Open = { kind: 'rename' | 'remove' | 'results'; search: SavedSearch } | { kind: 'clear' } | null

/** The signed-in user's kept searches and recent searches, beside the search page's results. */
export const SavedSearchPanel = () => {
  const { t } = useTranslation()
  const authenticated = useAuthStore((s) => s.authenticated)
  const showFailure = useFailureToast()
  const kept = useSavedSearchList('BOOKMARKED', authenticated)
  const all = useSavedSearchList('ALL', authenticated)
  const update = useUpdateSavedSearch()
  const remove = useRemoveSavedSearch()
  const clear = useClearHistory()
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  const fail = (cause: unknown) => showFailure(cause, refusalMessage)
  const labelOf = (search: SavedSearch) => savedSearchLabel(search) || t('search.saved.untitled')

  if (!authenticated) return null
  const keptSearches = kept.data?.pages.flat() ?? []
  const history = historyOf(all.data?.pages ?? [])
  const busy = update.isPending || remove.isPending

  return (
    <Stack spacing={3}>
      <SavedListSection
        title={t('search.saved.kept.title')}
        emptyText={t('search.saved.kept.none')}
        searches={keptSearches}
        isPending={kept.isPending}
        error={kept.error}
        onRetry={() => kept.refetch()}
        hasMore={kept.hasNextPage}
        loadingMore={kept.isFetchingNextPage}
        onMore={() => kept.fetchNextPage()}
        renderRow={(search) => (
          <KeptSearchRow
            key={search.id}
            search={search}
            label={labelOf(search)}
            busy={busy}
            onNotify={(notify) => update.mutate({ id: search.id, patch: { notify } }, { onError: fail })}
            onRename={() => setOpen({ kind: 'rename', search })}
            onDelete={() => setOpen({ kind: 'remove', search })}
            onNewResults={() => setOpen({ kind: 'results', search })}
          />
        )}
      />
      <SavedListSection
        title={t('search.saved.history.title')}
        emptyText={t('search.saved.history.none')}
        action={
          history.length > 0 && (
            <Button size="small" color="error" onClick={() => setOpen({ kind: 'clear' })}>
              {t('search.saved.history.clear')}
            </Button>
          )
        }
        searches={history}
        isPending={all.isPending}
        error={all.error}
        onRetry={() => all.refetch()}
        hasMore={all.hasNextPage}
        loadingMore={all.isFetchingNextPage}
        onMore={() => all.fetchNextPage()}
        renderRow={(search) => (
          <HistoryRow
            key={search.id}
            search={search}
            label={labelOf(search)}
            busy={busy}
            onKeep={() => update.mutate({ id: search.id, patch: { bookmarked: true } }, { onError: fail })}
          />
        )}
      />
      {open?.kind === 'rename' && (
        <RenameDialog search={open.search} label={labelOf(open.search)} onClose={close} />
      )}
      {open?.kind === 'results' && (
        <NewResultsDialog search={open.search} label={labelOf(open.search)} onClose={close} />
      )}
      <ConfirmDialog
        open={open?.kind === 'remove'}
        title={t('search.saved.remove.title')}
        text={t('search.saved.remove.text', { name: open?.kind === 'remove' ? labelOf(open.search) : '' })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (open?.kind === 'remove') remove.mutate(open.search.id, { onError: fail, onSettled: close })
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={open?.kind === 'clear'}
        title={t('search.saved.history.clearTitle')}
        text={t('search.saved.history.clearText')}
        confirmLabel={t('search.saved.history.clear')}
        busy={clear.isPending}
        onConfirm={() => clear.mutate(undefined, { onError: fail, onSettled: close })}
        onClose={close}
      />
    </Stack>
  )
}
