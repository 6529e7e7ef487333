import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined'
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { type Group, mayInGroup, type Publication } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageText, refusalMessage } from '../../api/errorText'
import { ConfirmDialog } from '../../shared/ConfirmDialog'
import { EmptyState } from '../../shared/EmptyState'
import { RetryAlert } from '../../shared/RetryAlert'
import { useSnackbar } from '../../shared/toasts/toaster'
import { useMyId } from '../profile/profile.queries'
import { PublicationRow } from '../publications/profile/PublicationRow'
import { useTitleOf } from '../publications/useTitleOf'
import { AttachPublicationDialog } from './AttachPublicationDialog'
import { GroupListSkeleton } from './GroupListSkeleton'
import { useGroupPublications, usePublicationChanges } from './groups.queries'
import { activeRole, mayDetach } from './model'

/**
 * The publications members attached to the group; a member attaches one of theirs, and takes off
 * one they are an author of (a moderator any), after confirming.
 */
export const GroupPublications = ({ group }: { group: Group }) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const titleOf = useTitleOf()
  const myId = useMyId()
  const role = activeRole(group.me)
  const list = useGroupPublications(group.id)
  const changes = usePublicationChanges(group.id)
  const [attaching, setAttaching] = useState(false)
  const [detaching, setDetaching] = useState<Publication | null>(null)
  const items = list.data?.pages.flatMap((page) => page.elements) ?? []
  const mayAttach = mayInGroup(role, 'attachPublication') && myId !== null
  const askDetach = (publication: Publication) => {
    changes.detach.reset()
    setDetaching(publication)
  }
  const detach = () => {
    if (!detaching) return
    changes.detach.mutate(detaching.id, {
      onSuccess: () => {
        setDetaching(null)
        enqueueSnackbar(t('groups.publications.detach.done'), { variant: 'success' })
      },
    })
  }
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
            <PublicationRow
              key={publication.id}
              publication={publication}
              action={
                mayDetach(group.me, publication, myId) && (
                  <Button
                    size="small"
                    color="inherit"
                    aria-label={`${t('groups.publications.detach.action')}: ${titleOf(publication)}`}
                    onClick={() => askDetach(publication)}
                  >
                    {t('groups.publications.detach.action')}
                  </Button>
                )
              }
            />
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
      <ConfirmDialog
        open={detaching !== null}
        title={t('groups.publications.detach.title')}
        text={detaching ? t('groups.publications.detach.text', { title: titleOf(detaching) }) : ''}
        confirmLabel={t('groups.publications.detach.action')}
        busy={changes.detach.isPending}
        error={changes.detach.error ? messageText(t, refusalMessage(changes.detach.error)) : null}
        errorCause={changes.detach.error}
        onConfirm={detach}
        onClose={() => setDetaching(null)}
      />
    </>
  )
}
