import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Typography from '@mui/material/Typography'
import { type Dialog as ChatDialog, ChatRole, type DialogRecordInfo } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageText } from '../../api/errorText'
import { ConfirmDialog } from '../../shared/ConfirmDialog'
import { QueryContent } from '../../shared/QueryContent'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { useAuthStore } from '../auth/auth.store'
import { ResponsiveDialog } from '../layout/ResponsiveDialog'
import { callRefusal } from './callActions'
import { useCallRecordings, useDeleteRecording } from './calls.queries'
import { RecordingItem } from './RecordingItem'

type Props = { dialog: ChatDialog; open: boolean; onClose: () => void }

/**
 * Issue 17: the recordings of a dialog's calls, for members allowed to view them: each with its
 * player and download; its owner and the group's admins (who manage its calls) may delete it.
 */
export const CallRecordingsDialog = ({ dialog, open, onClose }: Props) => {
  const { t } = useTranslation()
  const me = useAuthStore((s) => s.userId)
  const list = useCallRecordings(dialog.dialogId, open)
  const remove = useDeleteRecording(dialog.dialogId)
  const [deleting, setDeleting] = useState<DialogRecordInfo | null>(null)
  const mayDelete = (record: DialogRecordInfo) => record.owner === me || dialog.role === ChatRole.Admin
  return (
    <>
      <ResponsiveDialog open={open} onClose={onClose} title={t('calls.records.title')} maxWidth="sm">
        <DialogContent>
          {remove.isError && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {messageText(t, callRefusal(remove.error))}
              <RequestIdNote cause={remove.error} />
            </Alert>
          )}
          <QueryContent
            query={list}
            loadingLabel={t('calls.records.loading')}
            errorKey="calls.records.error"
            isEmpty={(records) => records.length === 0}
            empty={<Typography>{t('calls.records.empty')}</Typography>}
          >
            {(records) => (
              <Box component="ul" sx={{ m: 0, p: 0 }}>
                {records.map((record) => (
                  <RecordingItem
                    key={record.recordId}
                    record={record}
                    mayDelete={mayDelete(record)}
                    onDelete={() => setDeleting(record)}
                  />
                ))}
              </Box>
            )}
          </QueryContent>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </DialogActions>
      </ResponsiveDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('calls.records.delete')}
        text={t('calls.records.confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('calls.records.delete')}
        busy={false}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.recordId)
          setDeleting(null)
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
