import AddOutlined from '@mui/icons-material/AddOutlined'
import FilterListOffOutlined from '@mui/icons-material/FilterListOffOutlined'
import TerrainOutlined from '@mui/icons-material/TerrainOutlined'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { failureMessage, messageText } from '../../api/errorText'
import { EmptyState } from '../../shared/EmptyState'
import { InfiniteList } from '../../shared/InfiniteList'
import { territoryItemPath } from '../../shared/paths'
import { SectionPage } from '../../shared/SectionPage'
import { useDebouncedValue } from '../../shared/useDebouncedValue'
import { NewUploadDialog } from './list/NewUploadDialog'
import { UploadFilters } from './list/UploadFilters'
import { UploadListSkeleton } from './list/UploadListSkeleton'
import { UploadRow } from './list/UploadRow'
import { activeFilterCount, type ListFilters, NO_FILTERS } from './model'
import { useUploads } from './territory.queries'

/**
 * "My territory" (SPEC 2, 3): the author's uploads and drafts, newest change first, with the list
 * filters; "New upload" starts a single upload (and opens it) or a package.
 */
export const TerritoryPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS)
  const [creating, setCreating] = useState(false)
  const asked = useDebouncedValue(filters)
  const uploads = useUploads(asked)
  const items = uploads.data?.pages.flatMap((page) => page.elements) ?? []
  const filtered = activeFilterCount(asked) > 0
  const newUpload = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
      {t('territory.create.open')}
    </Button>
  )
  return (
    <SectionPage title={t('territory.title')} actions={newUpload}>
      <UploadFilters value={filters} onChange={setFilters} />
      <Divider />
      <InfiniteList
        label={t('territory.listLabel')}
        items={items}
        getKey={(upload) => upload.id}
        renderItem={(upload) => <UploadRow upload={upload} />}
        hasMore={uploads.hasNextPage}
        loading={uploads.isFetchingNextPage}
        onLoadMore={() => void uploads.fetchNextPage()}
        initialLoading={uploads.isPending}
        skeleton={<UploadListSkeleton />}
        error={uploads.error ? messageText(t, failureMessage(uploads.error)) : null}
        errorCause={uploads.error}
        onRetry={() => void uploads.refetch()}
        empty={
          filtered ? (
            <EmptyState
              icon={<FilterListOffOutlined />}
              title={t('territory.filtered.title')}
              hint={t('territory.filtered.hint')}
              action={<Button onClick={() => setFilters(NO_FILTERS)}>{t('territory.filters.clear')}</Button>}
            />
          ) : (
            <EmptyState
              icon={<TerrainOutlined />}
              title={t('territory.empty.title')}
              hint={t('territory.empty.hint')}
              action={newUpload}
            />
          )
        }
      />
      <NewUploadDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(upload) => {
          setCreating(false)
          // A single upload opens for editing; a package stays first in the list, its items below it.
          const [only, ...others] = upload.items
          if (only && others.length === 0) navigate(territoryItemPath(only.id))
        }}
      />
    </SectionPage>
  )
}
