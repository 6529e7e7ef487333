import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { type GroupMember, GroupMemberStatus } from '@nauka/contracts'
import { useSnackbar } from 'notistack'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { messageText, refusalMessage } from '../../api/errorText'
import { nameOf } from '../../shared/names'
import { RetryAlert } from '../../shared/RetryAlert'
import { useGroupMembers, type useMemberChanges } from './groups.queries'
import { MemberRow } from './MemberRow'

type Props = { groupId: number; changes: ReturnType<typeof useMemberChanges> }

/** For moderators: the requests to join, each approved or refused; nothing shows when there are none. */
export const GroupRequests = ({ groupId, changes }: Props) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const headingId = useId()
  const list = useGroupMembers(groupId, GroupMemberStatus.Requested)
  const requests = list.data?.pages.flatMap((page) => page.elements) ?? []
  const busy = changes.update.isPending || changes.remove.isPending
  const fail = (error: unknown) =>
    enqueueSnackbar(messageText(t, refusalMessage(error)), { variant: 'error' })
  const approve = (member: GroupMember, name: string) =>
    changes.update.mutate(
      { userId: member.userId, body: { status: GroupMemberStatus.Member } },
      {
        onSuccess: () => enqueueSnackbar(t('groups.requests.approved', { name }), { variant: 'success' }),
        onError: fail,
      },
    )
  const refuse = (member: GroupMember, name: string) =>
    changes.remove.mutate(member.userId, {
      onSuccess: () => enqueueSnackbar(t('groups.requests.refused', { name }), { variant: 'success' }),
      onError: fail,
    })

  if (list.isError) {
    return <RetryAlert error={list.error} onRetry={() => void list.refetch()} sx={{ m: 2 }} />
  }
  if (requests.length === 0) return null
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        {t('groups.requests.title', { count: list.data?.pages[0]?.count ?? requests.length })}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {requests.map((member) => {
          const name = nameOf(member.user, t('groups.members.noName'))
          return (
            <li key={member.userId}>
              <MemberRow
                member={member}
                actions={
                  <>
                    <Button
                      size="small"
                      variant="contained"
                      disabled={busy}
                      onClick={() => approve(member, name)}
                      aria-label={`${t('groups.requests.approve')}: ${name}`}
                    >
                      {t('groups.requests.approve')}
                    </Button>
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() => refuse(member, name)}
                      aria-label={`${t('groups.requests.refuse')}: ${name}`}
                    >
                      {t('groups.requests.refuse')}
                    </Button>
                  </>
                }
              />
            </li>
          )
        })}
      </Box>
      {list.hasNextPage && (
        <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ m: 1 }}>
          {t('common.showMore')}
        </Button>
      )}
    </Box>
  )
}
