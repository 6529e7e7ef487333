import Button from '@mui/material/Button'
import { GroupMemberStatus } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { refusalMessage } from '../../api/errorText'
import { useSnackbar } from '../../shared/toasts/toaster'
import { useFailureToast } from '../../shared/toasts/useFailureToast'
import type { useMemberChanges } from './groups.queries'
import { PeopleSection } from './PeopleSection'

type Props = { groupId: number; changes: ReturnType<typeof useMemberChanges> }

/** For moderators: the people invited who have not answered yet, each invitation withdrawn at will. */
export const GroupInvitations = ({ groupId, changes }: Props) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const showFailure = useFailureToast()
  return (
    <PeopleSection
      groupId={groupId}
      status={GroupMemberStatus.Invited}
      title={(count) => t('groups.invitations.title', { count })}
      actions={(member, name) => (
        <Button
          size="small"
          disabled={changes.remove.isPending}
          aria-label={`${t('groups.invitations.withdraw')}: ${name}`}
          onClick={() =>
            changes.remove.mutate(member.userId, {
              onSuccess: () =>
                enqueueSnackbar(t('groups.invitations.withdrawn', { name }), { variant: 'success' }),
              onError: (error) => showFailure(error, refusalMessage),
            })
          }
        >
          {t('groups.invitations.withdraw')}
        </Button>
      )}
    />
  )
}
