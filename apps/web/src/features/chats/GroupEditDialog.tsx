import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText, refusalMessage } from '../../api/errorText'
import { ConfirmDialog } from '../../shared/ConfirmDialog'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { useFailureToast } from '../../shared/toasts/useFailureToast'
import { useAuthStore } from '../auth/auth.store'
import { useLayoutPlan } from '../layout/useLayoutPlan'
import { canEditGroup } from './chatMenu.model'
import { useDialogAction, useDialogInfo, useGroupChange } from './chats.queries'
import { GroupMemberRow } from './GroupMemberRow'
import { GroupSettingsForm } from './GroupSettingsForm'
import { UserPicker } from './UserPicker'

type Props = { dialogId: number; onClose: () => void }

/**
 * SPEC 2, 6: the group editor. Admins rename, change the image, add and remove members and grant
 * admin; every member sees who is in the group and may leave it.
 */
export const GroupEditDialog = ({ dialogId, onClose }: Props) => {
  const { t } = useTranslation()
  // SPEC 9: below the 768 px breakpoint the phone variant shows, as the whole layout does.
  const phone = useLayoutPlan().mobile
  const showFailure = useFailureToast()
  const titleId = useId()
  const myId = useAuthStore((s) => s.userId)
  const info = useDialogInfo(dialogId)
  const change = useGroupChange(dialogId)
  const action = useDialogAction()
  const fail = (cause: unknown) => showFailure(cause, refusalMessage)
  const [leaving, setLeaving] = useState(false)
  const dialog = info.data
  const manage = dialog ? canEditGroup(dialog) : false

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>
        {manage ? t('chats.group.editTitle') : t('chats.group.infoTitle')}
      </DialogTitle>
      <DialogContent>
        {info.isPending && <CircularProgress aria-label={t('app.loading')} />}
        {info.error && (
          <Alert severity="error">
            {messageText(t, failureMessage(info.error))}
            <RequestIdNote cause={info.error} />
          </Alert>
        )}
        {dialog && (
          <>
            {manage && <GroupSettingsForm dialog={dialog} />}
            <Typography variant="h3" component="h3" sx={{ mt: 2 }}>
              {t('chats.group.membersCount', { count: dialog.users.length })}
            </Typography>
            <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={t('chats.group.members')}>
              {dialog.users.map((user) => (
                <GroupMemberRow
                  key={user.userId}
                  user={user}
                  me={user.userId === myId}
                  manage={manage}
                  busy={change.isPending}
                  onRemove={() => change.mutate({ kind: 'remove', userId: user.userId }, { onError: fail })}
                  onAdmin={(admin) =>
                    change.mutate({ kind: 'admin', userId: user.userId, admin }, { onError: fail })
                  }
                />
              ))}
            </Box>
            {manage && (
              <>
                <Divider sx={{ my: 2 }} />
                <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                  {t('chats.group.add')}
                </Typography>
                <UserPicker
                  dialogId={dialogId}
                  exclude={dialog.users.map((u) => u.userId)}
                  disabled={change.isPending}
                  onPick={(user) => change.mutate({ kind: 'invite', userId: user.id }, { onError: fail })}
                />
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {dialog && (
          <Button
            color="error"
            disabled={action.isPending}
            onClick={() =>
              action.mutate({ action: 'leave', dialogId }, { onSuccess: onClose, onError: fail })
            }
          >
            {t('chats.menu.leave')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={leaving}
        title={t('chats.menu.leave')}
        text={t('chats.confirm.leave', { title: dialog?.dialogName ?? '' })}
        confirmLabel={t('chats.menu.leave')}
        busy={action.isPending}
        onConfirm={() => action.mutate({ action: 'leave', dialogId }, { onSuccess: onClose, onError: fail })}
        onClose={() => setLeaving(false)}
      />
    </Dialog>
  )
}
