import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { type Dialog as ChatDialog, ChatRole, type DialogRecordInfo } from '@nauka/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageText } from '../../api/errorText'
import { useAuthStore } from '../auth/auth.store'
import { useLayoutPlan } from '../layout/useLayoutPlan'
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
  const titleId = useId()
  const confirmId = useId()
  const phone = useLayoutPlan().mobile
  const me = useAuthStore((s) => s.userId)
  const list = useCallRecordings(dialog.dialogId, open)
  const remove = useDeleteRecording(dialog.dialogId)
  const [deleting, setDeleting] = useState<DialogRecordInfo | null>(null)
  const mayDelete = (record: DialogRecordInfo) => record.owner === me || dialog.role === ChatRole.Admin
  const body = () => {
    if (list.isPending)
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('calls.records.loading')} />
        </Box>
      )
    if (list.isError)
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('calls.records.retry')}
            </Button>
          }
        >
          {t('calls.records.error')}
        </Alert>
      )
    if (list.data.length === 0) return <Typography>{t('calls.records.empty')}</Typography>
    return (
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {list.data.map((record) => (
          <RecordingItem
            key={record.recordId}
            record={record}
            mayDelete={mayDelete(record)}
            onDelete={() => setDeleting(record)}
          />
        ))}
      </Box>
    )
  }
  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        fullScreen={phone}
      >
        <DialogTitle id={titleId}>{t('calls.records.title')}</DialogTitle>
        <DialogContent>
          {remove.isError && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {messageText(t, callRefusal(remove.error))}
            </Alert>
          )}
          {body()}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('calls.records.close')}</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby={confirmId}>
        <DialogTitle id={confirmId}>{t('calls.records.delete')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('calls.records.confirm', { name: deleting?.name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('calls.records.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (deleting) remove.mutate(deleting.recordId)
              setDeleting(null)
            }}
          >
            {t('calls.records.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
