import GroupsOutlined from '@mui/icons-material/GroupsOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { Dictionary, GROUP_LIMITS, type GroupCard } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { EmptyState } from '../../shared/EmptyState'
import { InfiniteList } from '../../shared/InfiniteList'
import { useDebouncedValue } from '../../shared/useDebouncedValue'
import { CataloguePicker } from '../catalog/CataloguePicker'
import { useAreaTerms } from './areaTerms'
import { GroupListSkeleton } from './GroupListSkeleton'
import { GroupRow } from './GroupRow'
import { useGroupList } from './groups.queries'

/** "All groups": found by any part of the name and by science area, 20 at a time. */
export const AllGroups = ({ onCreate }: { onCreate: () => void }) => {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [area, setArea] = useState<string | null>(null)
  const query = useDebouncedValue(text.trim())
  const list = useGroupList({ query: query || undefined, area: area ?? undefined })
  const termOf = useAreaTerms()
  const groups = list.data?.pages.flatMap((page) => page.elements) ?? []
  const filtered = query !== '' || area !== null
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
        <TextField
          type="search"
          label={t('groups.search.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: GROUP_LIMITS.queryMax } }}
          fullWidth
          autoComplete="off"
        />
        <Stack sx={{ width: { xs: '100%', sm: 320 }, flexShrink: 0 }}>
          <CataloguePicker
            cls={Dictionary.scienceArea}
            value={area}
            onChange={(ref) => setArea(ref)}
            label={t('groups.search.area')}
          />
        </Stack>
      </Stack>
      <InfiniteList<GroupCard>
        items={groups}
        getKey={(group) => group.id}
        label={t('groups.tabs.all')}
        renderItem={(group) => <GroupRow group={group} area={termOf(group.scienceArea)} />}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        initialLoading={list.isPending}
        skeleton={<GroupListSkeleton />}
        empty={
          <EmptyState
            icon={<GroupsOutlined />}
            title={t(filtered ? 'groups.empty.found.title' : 'groups.empty.all.title')}
            hint={t(filtered ? 'groups.empty.found.hint' : 'groups.empty.all.hint')}
            action={
              <Button variant="contained" onClick={onCreate}>
                {t('groups.create.open')}
              </Button>
            }
          />
        }
        error={list.isError ? messageText(t, failureMessage(list.error, 'groups.loadError')) : null}
        errorCause={list.error}
        onRetry={() => void (list.hasNextPage ? list.fetchNextPage() : list.refetch())}
      />
    </>
  )
}
