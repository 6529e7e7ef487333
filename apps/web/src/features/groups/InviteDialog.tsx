import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Stack from '@mui/material/Stack'
import { GROUP_LIMITS, type UserSearchResult } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageText, refusalMessage } from '../../api/errorText'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { useSnackbar } from '../../shared/toasts/toaster'
import { MemberChips } from '../chats/MemberChips'
import { UserPicker } from '../chats/UserPicker'
import { ResponsiveDialog } from '../layout/ResponsiveDialog'
import type { useMemberChanges } from './groups.queries'

type Props = {
  open: boolean
  /** The group's chat: people already in it are not offered. */
  dialogId: number | null
  invite: ReturnType<typeof useMemberChanges>['invite']
  onClose: () => void
}

const InviteForm = ({ dialogId, invite, onClose }: Omit<Props, 'open'>) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const [picked, setPicked] = useState<UserSearchResult[]>([])
  const full = picked.length >= GROUP_LIMITS.inviteMax
  const send = () =>
    invite.mutate(
      picked.map((user) => user.id),
      {
        onSuccess: () => {
          enqueueSnackbar(t('groups.invite.sent', { count: picked.length }), { variant: 'success' })
          onClose()
        },
      },
    )
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <MemberChips users={picked} onRemove={(id) => setPicked(picked.filter((user) => user.id !== id))} />
          <UserPicker
            dialogId={dialogId}
            exclude={picked.map((user) => user.id)}
            disabled={invite.isPending || full}
            onPick={(user) => setPicked([...picked, user])}
          />
          {invite.error && (
            <Alert severity="error" role="alert">
              {messageText(t, refusalMessage(invite.error))}
              <RequestIdNote cause={invite.error} />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={send} disabled={picked.length === 0 || invite.isPending}>
          {t('groups.invite.send')}
        </Button>
      </DialogActions>
    </>
  )
}

/** A moderator invites people found by name (the chat's people search); each accepts by joining. */
export const InviteDialog = ({ open, onClose, ...rest }: Props) => {
  const { t } = useTranslation()
  return (
    <ResponsiveDialog open={open} onClose={onClose} title={t('groups.invite.title')} maxWidth="sm">
      {open && <InviteForm {...rest} onClose={onClose} />}
    </ResponsiveDialog>
  )
}
