import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { GroupMemberStatus } from '@nauka/contracts'
import { useSnackbar } from 'notistack'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { messageText, refusalMessage } from '../../api/errorText'
import { nameOf } from '../../shared/names'
import { RetryAlert } from '../../shared/RetryAlert'
import { useGroupMembers, type useMemberChanges } from './groups.queries'
import { MemberRow } from './MemberRow'

type Props = { groupId: number; changes: ReturnType<typeof useMemberChanges> }

/** For moderators: the people invited who have not answered yet, each invitation withdrawn at will. */
export const GroupInvitations = ({ groupId, changes }: Props) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const headingId = useId()
  const list = useGroupMembers(groupId, GroupMemberStatus.Invited)
  const invited = list.data?.pages.flatMap((page) => page.elements) ?? []
  if (list.isError) return <RetryAlert error={list.error} onRetry={() => void list.refetch()} sx={{ m: 2 }} />
  if (invited.length === 0) return null
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        {t('groups.invitations.title', { count: list.data?.pages[0]?.count ?? invited.length })}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {invited.map((member) => {
          const name = nameOf(member.user, t('groups.members.noName'))
          return (
            <li key={member.userId}>
              <MemberRow
                member={member}
                actions={
                  <Button
                    size="small"
                    disabled={changes.remove.isPending}
                    aria-label={`${t('groups.invitations.withdraw')}: ${name}`}
                    onClick={() =>
                      changes.remove.mutate(member.userId, {
                        onSuccess: () =>
                          enqueueSnackbar(t('groups.invitations.withdrawn', { name }), {
                            variant: 'success',
                          }),
                        onError: (error) =>
                          enqueueSnackbar(messageText(t, refusalMessage(error)), { variant: 'error' }),
                      })
                    }
                  >
                    {t('groups.invitations.withdraw')}
                  </Button>
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
