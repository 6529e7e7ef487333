import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined'
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined'
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import {
  GROUP_LIMITS,
  type Group,
  type GroupMember,
  GroupMemberStatus,
  GroupRole,
  mayInGroup,
} from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText, refusalMessage } from '../../api/errorText'
import { ConfirmDialog } from '../../shared/ConfirmDialog'
import { EmptyState } from '../../shared/EmptyState'
import { InfiniteList } from '../../shared/InfiniteList'
import { nameOf } from '../../shared/names'
import { useSnackbar } from '../../shared/toasts/toaster'
import { useFailureToast } from '../../shared/toasts/useFailureToast'
import { useDebouncedValue } from '../../shared/useDebouncedValue'
import { useMyId } from '../profile/profile.queries'
import { GroupInvitations } from './GroupInvitations'
import { GroupRequests } from './GroupRequests'
import { useGroupMembers, useMemberChanges } from './groups.queries'
import { InviteDialog } from './InviteDialog'
import { MemberMenu } from './MemberMenu'
import { MemberRow } from './MemberRow'
import { activeRole, type MemberAction, memberActions } from './model'

const RowsSkeleton = () => (
  <Stack aria-hidden>
    {[0, 1, 2].map((i) => (
      <Stack key={i} direction="row" spacing={1.5} alignItems="center" sx={{ px: 3, py: 1.5 }}>
        <Skeleton variant="circular" width={44} height={44} />
        <Skeleton width="40%" />
      </Stack>
    ))}
  </Stack>
)

/** What a confirmed menu choice does (handing over and removing ask first). */
type Pending = { action: 'handOver' | 'remove'; member: GroupMember; name: string }

/** The members with their roles; moderators also see requests, invite, and manage members. */
export const GroupMembers = ({ group }: { group: Group }) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const showFailure = useFailureToast()
  const myId = useMyId()
  const role = activeRole(group.me)
  const manage = mayInGroup(role, 'manageMembers')
  const [text, setText] = useState('')
  const query = useDebouncedValue(text.trim())
  const list = useGroupMembers(group.id, GroupMemberStatus.Member, query)
  const changes = useMemberChanges(group.id)
  const [inviting, setInviting] = useState(false)
  const [pending, setPending] = useState<Pending | null>(null)
  const members = list.data?.pages.flatMap((page) => page.elements) ?? []
  const busy = changes.update.isPending || changes.remove.isPending
  const fail = (error: unknown) => showFailure(error, refusalMessage)
  const done = (key: string, name: string) => () => enqueueSnackbar(t(key, { name }), { variant: 'success' })

  const pick = (member: GroupMember, name: string) => (action: MemberAction) => {
    if (action === 'handOver' || action === 'remove') return setPending({ action, member, name })
    const next = action === 'makeModerator' ? GroupRole.Moderator : GroupRole.Member
    changes.update.mutate(
      { userId: member.userId, body: { role: next } },
      { onSuccess: done(`groups.members.done.${action}`, name), onError: fail },
    )
  }
  const confirm = () => {
    if (!pending) return
    const { action, member, name } = pending
    const options = {
      onSuccess: () => {
        setPending(null)
        done(`groups.members.done.${action}`, name)()
      },
    }
    if (action === 'remove') changes.remove.mutate(member.userId, options)
    else changes.update.mutate({ userId: member.userId, body: { role: GroupRole.Owner } }, options)
  }
  const confirmError = pending
    ? pending.action === 'remove'
      ? changes.remove.error
      : changes.update.error
    : null

  return (
    <>
      {manage && (
        <Box sx={{ px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Button variant="outlined" startIcon={<PersonAddOutlined />} onClick={() => setInviting(true)}>
            {t('groups.invite.open')}
          </Button>
        </Box>
      )}
      {manage && <GroupRequests groupId={group.id} changes={changes} />}
      {manage && <GroupInvitations groupId={group.id} changes={changes} />}
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={t('groups.members.search.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          // Escape empties the field in every browser, not only those that clear a search box themselves.
          onKeyDown={(event) => event.key === 'Escape' && setText('')}
          slotProps={{ htmlInput: { maxLength: GROUP_LIMITS.queryMax } }}
          autoComplete="off"
        />
      </Box>
      <InfiniteList<GroupMember>
        items={members}
        getKey={(member) => member.userId}
        label={t('groups.tabs.members')}
        renderItem={(member) => {
          const name = nameOf(member.user, t('groups.members.noName'))
          return (
            <MemberRow
              member={member}
              actions={
                <MemberMenu
                  name={name}
                  actions={memberActions({ role, userId: myId }, member)}
                  disabled={busy}
                  onPick={pick(member, name)}
                />
              }
            />
          )
        }}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        initialLoading={list.isPending}
        skeleton={<RowsSkeleton />}
        empty={
          query ? (
            <EmptyState
              icon={<SearchOffOutlined />}
              title={t('groups.members.search.none.title', { query })}
              hint={t('groups.members.search.none.hint')}
            />
          ) : (
            <EmptyState
              icon={<PeopleAltOutlined />}
              title={t('groups.members.empty.title')}
              hint={t('groups.members.empty.hint')}
            />
          )
        }
        error={list.isError ? messageText(t, failureMessage(list.error, 'groups.loadError')) : null}
        errorCause={list.error}
        onRetry={() => void (list.hasNextPage ? list.fetchNextPage() : list.refetch())}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`groups.members.confirm.${pending.action}.title`) : ''}
        text={pending ? t(`groups.members.confirm.${pending.action}.text`, { name: pending.name }) : ''}
        confirmLabel={pending ? t(`groups.members.actions.${pending.action}`) : ''}
        busy={busy}
        error={confirmError ? messageText(t, refusalMessage(confirmError)) : null}
        errorCause={confirmError}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
      <InviteDialog
        open={inviting}
        dialogId={group.dialogId}
        invite={changes.invite}
        onClose={() => setInviting(false)}
      />
    </>
  )
}
