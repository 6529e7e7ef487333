import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import type { UploadItemFile } from '@nauka/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../../api/errorText'
import { RequestIdNote } from '../../../shared/RequestIdNote'
import { useRemoveItemFile } from '../territory.queries'

type Props = { file: UploadItemFile | null; onClose: () => void }

/** Asks before a file leaves the item: `DELETE /upload/item/file/{id}` deletes the file too. */
export const RemoveFileDialog = ({ file, onClose }: Props) => {
  const { t } = useTranslation()
  const remove = useRemoveItemFile()
  const titleId = useId()
  const textId = useId()
  const close = () => {
    remove.reset()
    onClose()
  }
  return (
    <Dialog open={file !== null} onClose={close} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('territory.files.removeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('territory.files.removeText', { name: file?.fileName ?? '' })}
        </DialogContentText>
        {remove.error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {messageText(t, failureMessage(remove.error))}
            <RequestIdNote cause={remove.error} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => file && remove.mutate(file.id, { onSuccess: close })}
        >
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
