import Button from '@mui/material/Button'
import { type GroupMember, GroupMemberStatus } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { refusalMessage } from '../../api/errorText'
import { useSnackbar } from '../../shared/toasts/toaster'
import { useFailureToast } from '../../shared/toasts/useFailureToast'
import type { useMemberChanges } from './groups.queries'
import { PeopleSection } from './PeopleSection'

type Props = { groupId: number; changes: ReturnType<typeof useMemberChanges> }

/** For moderators: the requests to join, each approved or refused; nothing shows when there are none. */
export const GroupRequests = ({ groupId, changes }: Props) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const showFailure = useFailureToast()
  const busy = changes.update.isPending || changes.remove.isPending
  const fail = (error: unknown) => showFailure(error, refusalMessage)
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

  return (
    <PeopleSection
      groupId={groupId}
      status={GroupMemberStatus.Requested}
      title={(count) => t('groups.requests.title', { count })}
      actions={(member, name) => (
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
      )}
    />
  )
}
