import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { messageText, refusalMessage } from '../../api/errorText'
import { chatPath } from '../../shared/paths'
import { useLayoutPlan } from '../layout/useLayoutPlan'
import { useCreateDialog } from './chats.queries'
import { GroupCreateForm } from './GroupCreateForm'
import { UserPicker } from './UserPicker'

type Props = { open: boolean; onClose: () => void }
type Kind = 'personal' | 'group'

/** SPEC 2: creates a personal chat (picking one person) or a group, then opens it. */
export const NewChatDialog = ({ open, onClose }: Props) => {
  const { t } = useTranslation()
  // SPEC 9: below the 768 px breakpoint the phone variant shows, as the whole layout does.
  const phone = useLayoutPlan().mobile
  const navigate = useNavigate()
  const titleId = useId()
  const [kind, setKind] = useState<Kind>('personal')
  const create = useCreateDialog()
  const opened = (dialogId: number) => {
    onClose()
    navigate(chatPath(dialogId))
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{t('chats.create.title')}</DialogTitle>
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
    </Dialog>
  )
}
