import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import { MessageType } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { profilePath } from '../../../shared/paths'
import { ResponsiveDialog } from '../../layout/ResponsiveDialog'
import { UserPicker } from '../UserPicker'
import type { Draft } from './useDialogLive'

type Props = { open: boolean; onClose: () => void; onSend: (draft: Draft) => boolean }

/**
 * SPEC 3: shares a contact. The reader finds a person, and the pick goes out as a type 7 message
 * whose text is the person's profile path (`/profile/42`), which the bubble shows as a card.
 */
export const ShareContactDialog = ({ open, onClose, onSend }: Props) => {
  const { t } = useTranslation()
  return (
    <ResponsiveDialog open={open} onClose={onClose} title={t('chatDialog.shareContact.title')}>
      <DialogContent sx={{ pt: 1, minHeight: 320 }}>
        <UserPicker
          dialogId={null}
          exclude={[]}
          onPick={(user) => {
            // A refused send (sending is blocked) is explained by the composer's own warning.
            onSend({ cType: MessageType.SentContact, text: profilePath(user.id), fileIds: [], fileNames: [] })
            onClose()
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}
