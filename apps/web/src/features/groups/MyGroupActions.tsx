import Button from '@mui/material/Button'
import { type GroupCard, GroupMemberStatus } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../shared/toasts/toaster'
import { useFailureToast } from '../../shared/toasts/useFailureToast'
import { type MembershipMove, useMembershipMove } from './groups.queries'

/** The answers a "My groups" row offers: accept or decline an invitation, withdraw a request. */
export const MyGroupActions = ({ group }: { group: GroupCard }) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const showFailure = useFailureToast()
  const move = useMembershipMove(group.id)
  const run = (kind: MembershipMove, done: string) =>
    move.mutate(kind, {
      onSuccess: () => enqueueSnackbar(t(done, { name: group.name }), { variant: 'success' }),
      onError: (error) => showFailure(error),
    })
  const busy = move.isPending
  if (group.me.status === GroupMemberStatus.Invited) {
    return (
      <>
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() => run('join', 'groups.done.joined')}
          aria-label={`${t('groups.actions.acceptInvite')}: ${group.name}`}
        >
          {t('groups.actions.acceptInvite')}
        </Button>
        <Button
          size="small"
          disabled={busy}
          onClick={() => run('leave', 'groups.done.declined')}
          aria-label={`${t('groups.actions.declineInvite')}: ${group.name}`}
        >
          {t('groups.actions.declineInvite')}
        </Button>
      </>
    )
  }
  if (group.me.status === GroupMemberStatus.Requested) {
    return (
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        onClick={() => run('leave', 'groups.done.withdrawn')}
        aria-label={`${t('groups.actions.withdrawRequest')}: ${group.name}`}
      >
        {t('groups.actions.withdrawRequest')}
      </Button>
    )
  }
  return null
}
