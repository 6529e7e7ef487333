import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined'
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { type Group, mayInGroup } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../shared/EmptyState'
import { RetryAlert } from '../../shared/RetryAlert'
import { useMyId } from '../profile/profile.queries'
import { PublicationRow } from '../publications/profile/PublicationRow'
import { AttachPublicationDialog } from './AttachPublicationDialog'
import { GroupListSkeleton } from './GroupListSkeleton'
import { useGroupPublications, usePublicationChanges } from './groups.queries'
import { activeRole } from './model'

/** The publications members attached to the group; a member attaches one of theirs. */
export const GroupPublications = ({ group }: { group: Group }) => {
  const { t } = useTranslation()
  const myId = useMyId()
  const role = activeRole(group.me)
  const list = useGroupPublications(group.id)
  const changes = usePublicationChanges(group.id)
  const [attaching, setAttaching] = useState(false)
  const items = list.data?.pages.flatMap((page) => page.elements) ?? []
  const mayAttach = mayInGroup(role, 'attachPublication') && myId !== null
  return (
    <>
      {mayAttach && (
        <Box sx={{ px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Button variant="outlined" startIcon={<NoteAddOutlined />} onClick={() => setAttaching(true)}>
            {t('groups.publications.attach')}
          </Button>
        </Box>
      )}
      {list.isPending && <GroupListSkeleton />}
      {list.isError && items.length === 0 && (
        <RetryAlert
          error={list.error}
          onRetry={() => void list.refetch()}
          fallbackKey="groups.loadError"
          sx={{ m: 2 }}
        />
      )}
      {list.isSuccess && items.length === 0 && (
        <EmptyState
          icon={<LibraryBooksOutlined />}
          title={t('groups.publications.empty.title')}
          hint={t(mayAttach ? 'groups.publications.empty.member' : 'groups.publications.empty.hint')}
        />
      )}
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label={t('groups.tabs.publications')}
          sx={{ listStyle: 'none', m: 0, px: { xs: 2, sm: 3 } }}
        >
          {items.map((publication) => (
            <PublicationRow key={publication.id} publication={publication} />
          ))}
        </Box>
      )}
      {list.hasNextPage && (
        <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ m: 1 }}>
          {t('common.showMore')}
        </Button>
      )}
      {mayAttach && myId !== null && (
        <AttachPublicationDialog
          open={attaching}
          myId={myId}
          attach={changes.attach}
          onClose={() => setAttaching(false)}
        />
      )}
    </>
  )
}
