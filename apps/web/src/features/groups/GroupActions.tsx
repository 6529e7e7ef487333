import ChatOutlined from '@mui/icons-material/ChatOutlined'
import Button from '@mui/material/Button'
import type { Group } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink } from 'react-router'
import { failureMessage, messageText, refusalMessage } from '../../api/errorText'
import { ConfirmDialog } from '../../shared/ConfirmDialog'
import { chatPath } from '../../shared/paths'
import { useSnackbar } from '../../shared/toasts/toaster'
import { useFailureToast } from '../../shared/toasts/useFailureToast'
import { type MembershipMove, useMembershipMove } from './groups.queries'
import { type GroupAction, groupActions } from './model'

/** The move each button makes, and what the toast says after it. */
const MOVES: Partial<Record<GroupAction, { move: MembershipMove; done: string; primary?: boolean }>> = {
  join: { move: 'join', done: 'groups.done.joined', primary: true },
  askToJoin: { move: 'join', done: 'groups.done.asked', primary: true },
  acceptInvite: { move: 'join', done: 'groups.done.joined', primary: true },
  declineInvite: { move: 'leave', done: 'groups.done.declined' },
  withdrawRequest: { move: 'leave', done: 'groups.done.withdrawn' },
  follow: { move: 'follow', done: 'groups.done.followed' },
  unfollow: { move: 'unfollow', done: 'groups.done.unfollowed' },
}

/** The header's buttons by the reader's place in the group (see `groupActions`). */
export const GroupActions = ({ group }: { group: Group }) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const showFailure = useFailureToast()
  const move = useMembershipMove(group.id)
  const [leaving, setLeaving] = useState(false)
  const run = (kind: MembershipMove, done: string, after?: () => void) =>
    move.mutate(kind, {
      onSuccess: () => {
        after?.()
        enqueueSnackbar(t(done, { name: group.name }), { variant: 'success' })
      },
      onError: (error) => showFailure(error, refusalMessage),
    })
  const busy = move.isPending

  const button = (action: GroupAction) => {
    if (action === 'chat' && group.dialogId !== null) {
      return (
        <Button
          key={action}
          variant="outlined"
          startIcon={<ChatOutlined />}
          component={RoutedLink}
          to={chatPath(group.dialogId)}
        >
          {t('groups.actions.chat')}
        </Button>
      )
    }
    if (action === 'requestSent') {
      return (
        <Button key={action} variant="outlined" disabled>
          {t('groups.actions.requestSent')}
        </Button>
      )
    }
    if (action === 'leave') {
      return (
        <Button key={action} color="inherit" disabled={busy} onClick={() => setLeaving(true)}>
          {t('groups.actions.leave')}
        </Button>
      )
    }
    const step = MOVES[action]
    if (!step) return null
    return (
      <Button
        key={action}
        variant={step.primary ? 'contained' : 'outlined'}
        disabled={busy}
        onClick={() => run(step.move, step.done)}
      >
        {t(`groups.actions.${action}`)}
      </Button>
    )
  }

  return (
    <>
      {groupActions(group).map(button)}
      <ConfirmDialog
        open={leaving}
        title={t('groups.leave.title')}
        text={t('groups.leave.text', { name: group.name })}
        confirmLabel={t('groups.actions.leave')}
        busy={busy}
        error={move.error && leaving ? messageText(t, failureMessage(move.error)) : null}
        errorCause={move.error}
        onConfirm={() => run('leave', 'groups.done.left', () => setLeaving(false))}
        onClose={() => setLeaving(false)}
      />
    </>
  )
}
