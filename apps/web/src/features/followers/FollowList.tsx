import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { Dictionary, type FollowRecord, refId } from '@nauka/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { EmptyState } from '../../shared/EmptyState'
import { InfiniteList } from '../../shared/InfiniteList'
import { personName } from '../../shared/names'
import { useFailureToast } from '../../shared/toasts/useFailureToast'
import { FollowRow } from './FollowRow'
import type { FollowListKind } from './follow.api'
import { useFollowList, useFollowUpdate, useRemoveFollower } from './follow.queries'
import { nextSubscription } from './model'

const RowsSkeleton = () => (
  <Stack>
    {[0, 1, 2, 3].map((i) => (
      <Stack key={i} direction="row" spacing={1.5} alignItems="center" sx={{ px: 3, py: 1.5 }}>
        <Skeleton variant="circular" width={44} height={44} />
        <Skeleton width="40%" />
      </Stack>
    ))}
  </Stack>
)

type Props = { kind: FollowListKind; userId: number; myId: number | null; label: string }

/** SPEC 2, 3: a followers or followings list, loaded 20 at a time as it scrolls. */
export const FollowList = ({ kind, userId, myId, label }: Props) => {
  const { t } = useTranslation()
  const showFailure = useFailureToast()
  const list = useFollowList(kind, userId)
  const follow = useFollowUpdate(myId)
  const remove = useRemoveFollower(myId)
  const [removing, setRemoving] = useState<FollowRecord | null>(null)
  const dialogTitle = useId()
  const mine = userId === myId
  const records = list.data?.pages.flatMap((page) => page.elements) ?? []
  const fail = (error: unknown) => showFailure(error)
  const emptyKey = `follow.empty.${kind}.${mine ? 'own' : 'other'}`
  const nameOf = (record: FollowRecord) => personName(record) ?? t('follow.noName')

  return (
    <>
      <InfiniteList<FollowRecord>
        items={records}
        getKey={(record) => record.rEntity}
        label={label}
        renderItem={(record) => (
          <FollowRow
            record={record}
            myId={myId}
            myFollower={mine && kind === 'followers'}
            busy={follow.isPending || remove.isPending}
            onToggle={(r) => follow.mutate(nextSubscription(r), { onError: fail })}
            onRemove={setRemoving}
          />
        )}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        initialLoading={list.isPending}
        skeleton={<RowsSkeleton />}
        empty={
          <EmptyState
            icon={<PeopleAltOutlined />}
            title={t(`${emptyKey}.title`)}
            hint={t(`${emptyKey}.hint`)}
          />
        }
        error={list.isError ? messageText(t, failureMessage(list.error, 'follow.loadError')) : null}
        errorCause={list.error}
        onRetry={() => void (list.hasNextPage ? list.fetchNextPage() : list.refetch())}
      />
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby={dialogTitle}>
        <DialogTitle id={dialogTitle}>{t('follow.removeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {removing ? t('follow.removeText', { name: nameOf(removing) }) : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{t('common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              const id = removing ? refId(removing.rEntity, Dictionary.user) : null
              setRemoving(null)
              if (id !== null) remove.mutate(id, { onError: fail })
            }}
          >
            {t('follow.removeFollower')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
