import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { messageText, refusalMessage } from '../../api/errorText'
import { chatPath } from '../../shared/paths'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { ResponsiveDialog } from '../layout/ResponsiveDialog'
import { useCreateDialog } from './chats.queries'
import { GroupCreateForm } from './GroupCreateForm'
import { UserPicker } from './UserPicker'

type Props = { open: boolean; onClose: () => void }
type Kind = 'personal' | 'group'

/** SPEC 2: creates a personal chat (picking one person) or a group, then opens it. */
export const NewChatDialog = ({ open, onClose }: Props) => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [kind, setKind] = useState<Kind>('personal')
  const create = useCreateDialog()
  const opened = (dialogId: number) => {
    onClose()
    navigate(chatPath(dialogId))
  }
  return (
    <ResponsiveDialog open={open} onClose={onClose} title={t('chats.create.title')} maxWidth="sm">
      <Tabs value={kind} onChange={(_e, value: Kind) => setKind(value)} variant="fullWidth">
        <Tab value="personal" label={t('chats.create.personal')} />
        <Tab value="group" label={t('chats.create.group')} />
      </Tabs>
      <DialogContent sx={{ pt: 2, minHeight: 360 }}>
        {kind === 'personal' ? (
          <>
            {create.error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {messageText(t, refusalMessage(create.error))}
                <RequestIdNote cause={create.error} />
              </Alert>
            )}
            <UserPicker
              dialogId={null}
              exclude={[]}
              disabled={create.isPending}
              onPick={(user) => create.mutate({ users: [user.id] }, { onSuccess: (made) => opened(made.id) })}
            />
          </>
        ) : (
          <GroupCreateForm onCreated={opened} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}
